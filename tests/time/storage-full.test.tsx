/**
 * Nothing typed is lost to a full phone (issue 27 item 5, DECISIONS.md 13): when local storage
 * refuses the draft, the day is still sent from the page, the person is told in Swedish that
 * the draft cannot be kept on this phone, and nothing is cleared that was not sent.
 */
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserTime } from '../../src/person-time/api';
import { removeKeys, storageKeys } from '../../src/lib/storage';
import { localIsoDate } from '../../src/lib/time';
import { server } from '../setup';
import { recordRequests, renderWithProviders, signedInAs } from '../test-utils';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const setTime = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const createPath = /^\/api\/time\/create\//;
const notKept = /det du skriver kan inte sparas på den här telefonen/;
const place = 'Fullt minne, Sigtuna';

beforeEach(() => {
  // Local storage and the tab's session storage both full.
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  removeKeys(...Object.values(storageKeys));
});

async function openAndFill() {
  const { Auth, user: staff } = await signedInAs('staff');
  const view = renderWithProviders(null, { route: '/', preloadedState: { Auth } });
  await screen.findByLabelText('Starttid');
  // The last place is filled in once the person's time has been read (issue 17): typed before
  // that, the preset could land on top of what was typed on a slow machine.
  await screen.findByText(/^Ifylld: .*Annan plats idag/);
  setTime('Starttid', '06:30');
  setTime('Sluttid', '11:00');
  await view.user.clear(input('Arbetsplats'));
  await view.user.type(input('Arbetsplats'), place);
  await view.user.click(button('Registrera arbetstid'));
  await screen.findByText('du har jobbat 4 timmer och 30 minuter');
  return { ...view, staff };
}

const stored = async (userId: string) =>
  (await getUserTime(userId)).months_id.flatMap((m) => m.months).filter((e) => e.des === place && e.date === localIsoDate());

describe('local storage full (issue 27)', () => {
  it('says the draft cannot be kept on this phone, and still sends the day once', async () => {
    const { user, staff } = await openAndFill();
    expect(screen.getByText(notKept)).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.draftTime)).toBeNull();
    const sent = recordRequests();
    await user.click(button('Skicka arbetstiden'));
    await screen.findByRole('heading', { name: 'Tack, arbetstiden har registrerats' });
    const posts = sent.filter((r) => r.method === 'POST' && createPath.test(r.path));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toBe(`/api/time/create/${staff._id}`);
    expect(posts[0]?.body).toMatchObject({ des: place, start: '06:30', end: '11:00' });
    expect(await stored(staff._id)).toHaveLength(1);
  });

  it('a refused send keeps the whole day on the page, and the retry sends it once', async () => {
    const { user, staff } = await openAndFill();
    let failures = 1;
    server.use(
      http.post('*/api/time/create/:userId', () => {
        if (failures-- > 0) return HttpResponse.json({ message: 'Serverfel' }, { status: 500 });
        return undefined;
      }),
    );
    const sent = recordRequests();
    await user.click(button('Skicka arbetstiden'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Serverfel');
    // Nothing was cleared: the day is still there, and still said not kept on the phone.
    expect(screen.getByText(place)).toBeInTheDocument();
    expect(screen.getByText('klart')).toBeInTheDocument();
    expect(screen.getByText(notKept)).toBeInTheDocument();
    await user.click(button('Försök igen'));
    await screen.findByRole('heading', { name: 'Tack, arbetstiden har registrerats' });
    expect(sent.filter((r) => r.method === 'POST' && createPath.test(r.path))).toHaveLength(2);
    expect(await stored(staff._id)).toHaveLength(1);
  });
});
