/**
 * A working day in a few taps (issue 17): places in one tap (the last one preselected and said
 * so, the assigned workplaces offered), a break reason with a length (asked about at 0), and
 * 'Nu' that means now, today. Against the demo provider's handlers.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sv } from '../../src/i18n/sv';
import { shortDayLabel } from '../../src/lib/months';
import { storageKeys } from '../../src/lib/storage';
import { localIsoDate } from '../../src/lib/time';
import { recordRequests, renderWithProviders, signedInAs } from '../test-utils';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const setTime = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const createPath = /^\/api\/time\/create\//;
/** Erik's last entry's place in the demo seed, and the two workplaces he is assigned to. */
const lastPlace = 'jobb i skola, Valstaskolan, Ekillavägen 2, 195 49 Märsta';
const assigned = ['Valstaskolan, Ekillavägen 2, 195 49 Märsta', 'Stationsgatan 10, 195 30 Märsta'];
/** The preselected place, said plainly with its reason (issue 25 item 4). */
const preset = /^Ifylld: .*Annan plats idag\? Tryck på den eller skriv\.$/;

async function openAsStaff() {
  const { Auth, user: staff } = await signedInAs('staff');
  const view = renderWithProviders(null, { route: '/', preloadedState: { Auth } });
  // The screen is its own chunk: on a busy machine it may take more than the default second.
  await screen.findByLabelText('Starttid');
  return { ...view, staff };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('places in one tap', () => {
  it('preselects the last place and says so; offers recent and assigned places; a tap fills, typing narrows', async () => {
    const { user } = await openAsStaff();
    // The place most likely meant today (issue 25 item 4: in the seed, the most used and the last).
    expect(await screen.findByText(preset)).toBeInTheDocument();
    expect(input('Arbetsplats')).toHaveValue(lastPlace);
    expect(input('Arbetsplats')).toHaveAccessibleDescription(expect.stringContaining('Ifylld: '));
    const offered = await screen.findByRole('group', { name: sv.time.placesOffered });
    // The first assigned workplace is the same site as the last place (DECISIONS.md 32): offered once.
    await waitFor(() => expect(within(offered).getAllByRole('button').map((b) => b.textContent)).toEqual([lastPlace, assigned[1]]));
    expect(within(offered).getByRole('button', { name: lastPlace })).toHaveAttribute('aria-pressed', 'true');
    // Nothing of the person's is stored by opening the screen.
    expect(localStorage.getItem(storageKeys.draftTime)).toBeNull();

    await user.click(within(offered).getByRole('button', { name: assigned[1] }));
    expect(input('Arbetsplats')).toHaveValue(assigned[1]);
    expect(screen.queryByText(preset)).not.toBeInTheDocument();

    await user.clear(input('Arbetsplats'));
    await user.type(input('Arbetsplats'), 'jobb');
    expect(within(screen.getByRole('group', { name: sv.time.placesOffered })).getAllByRole('button').map((b) => b.textContent)).toEqual([lastPlace]);
  });

  it('asks the workplaces list with the token, and a refusal leaves the person signed in with their recent places', async () => {
    const sent = recordRequests();
    const { server } = await import('../setup');
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('*/api/post/alla/', () => HttpResponse.json({ message: 'Not authorized as an admin' }, { status: 401 })));
    await openAsStaff();
    const offered = await screen.findByRole('group', { name: sv.time.placesOffered });
    await waitFor(() => expect(sent.some((r) => r.path === '/api/post/alla/')).toBe(true));
    expect(sent.find((r) => r.path === '/api/post/alla/')?.authorization).toMatch(/^Bearer /);
    expect(within(offered).getAllByRole('button').map((b) => b.textContent)).toEqual([lastPlace]);
    expect(screen.getByLabelText('Starttid')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Logga in' })).not.toBeInTheDocument();
  });
});

describe('a break reason has a length', () => {
  it('lunch suggests 30 min', async () => {
    const { user } = await openAsStaff();
    await user.click(screen.getByRole('radio', { name: 'lunch' }));
    expect(input('Timmar')).toHaveValue('0');
    expect(input('Minuter')).toHaveValue('30');
  });

  it('a reason left at 0 asks before sending: "Ange längden" sends nothing, "Skicka utan längd" sends once', async () => {
    const { user } = await openAsStaff();
    await screen.findByText(preset);
    setTime('Starttid', '07:00');
    setTime('Sluttid', '15:30');
    await user.click(screen.getByRole('radio', { name: 'något annat' }));
    expect(input('Minuter')).toHaveValue('0');
    await user.click(button('Registrera arbetstid'));
    const sent = recordRequests();
    await user.click(button('Skicka arbetstiden'));
    let question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent(sv.time.breakNoLength('något annat'));
    await user.click(within(question).getByRole('button', { name: 'Ange längden' }));
    // Back in the form, to set the length; nothing went.
    expect(await screen.findByLabelText('Minuter', { selector: 'select' })).toBeInTheDocument();
    expect(sent.filter((r) => createPath.test(r.path))).toHaveLength(0);

    await user.click(button('Registrera arbetstid'));
    await user.click(button('Skicka arbetstiden'));
    question = await screen.findByRole('dialog');
    await user.click(within(question).getByRole('button', { name: 'Skicka utan längd' }));
    await screen.findByRole('heading', { name: sv.time.success });
    const posts = sent.filter((r) => createPath.test(r.path));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ start: '07:00', end: '15:30', rast: { name: 'något annat', hours: 0, minutes: 0 }, total: 8, half: 30 });
  });

  it('a day entered in one go: only the two times typed, the place preselected, one confirmation', async () => {
    const { user, staff } = await openAsStaff();
    await screen.findByText(preset);
    setTime('Starttid', '07:00');
    setTime('Sluttid', '15:30');
    await user.click(screen.getByRole('radio', { name: 'lunch' }));
    await user.click(button('Registrera arbetstid'));
    expect(screen.getByText(sv.time.at(shortDayLabel(localIsoDate()), '07:00'))).toBeInTheDocument();
    const sent = recordRequests();
    await user.click(button('Skicka arbetstiden'));
    await screen.findByRole('heading', { name: sv.time.success });
    const [post] = sent.filter((r) => createPath.test(r.path));
    expect(post?.path).toBe(`/api/time/create/${staff._id}`);
    expect(post?.body).toMatchObject({ date: localIsoDate(), start: '07:00', end: '15:30', des: lastPlace, total: 8, half: 0 });
  });
});

describe("'Nu' means now, today", () => {
  it("on yesterday's shift 'Nu' is not offered for the end, and an end of about now is refused with the reason", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 8, 10));
    const { Auth, user: staff } = await signedInAs('staff');
    localStorage.setItem(
      storageKeys.draftTime,
      JSON.stringify({ [staff._id]: { stage: 'started', start: '07:00', end: '', des: 'Skolan', date: '2026-11-24', products: [] } }),
    );
    const { user } = renderWithProviders(null, { route: '/', preloadedState: { Auth } });
    await user.click(await screen.findByRole('button', { name: sv.time.finishEarlier(shortDayLabel('2026-11-24')) }));
    expect(screen.queryByRole('button', { name: 'Nu (slut)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nu (start)' })).not.toBeInTheDocument();
    setTime('Sluttid', '08:10');
    const sent = recordRequests();
    await user.click(button('Registrera arbetstid'));
    expect(screen.getByText(sv.time.endIsNow(shortDayLabel('2026-11-24')))).toBeInTheDocument();
    expect(input('Sluttid')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Skicka arbetstiden' })).not.toBeInTheDocument();
    setTime('Sluttid', '15:30');
    await user.click(button('Registrera arbetstid'));
    expect(screen.getByText(sv.time.at(shortDayLabel('2026-11-24'), '15:30'))).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
