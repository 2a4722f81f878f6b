import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { expect, vi } from 'vitest';
import { env } from '../../src/config/env';
import { handlers } from '../../src/demo/handlers';
import { sv } from '../../src/i18n/sv';
import type { Month } from '../../src/types/api';
import { recordRequests, renderWithProviders, signedInAs } from '../test-utils';

export const now = new Date();
export const currentLabel = `${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;
export const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
export const previousLabel = `${String(previous.getMonth() + 1).padStart(2, '0')}/${previous.getFullYear()}`;

/** The person's time as the demo answers it, each month record changed by `change` (for server.use). */
export function personTimeWith(change: (month: Month) => Month) {
  return http.get(`${env.apiUrl}/api/time/time/user/:userId`, async ({ request }) => {
    const answer = await getResponse(handlers, new Request(request.url, { headers: request.headers }));
    const real = (await answer?.json()) as { months_id: Month[] };
    return HttpResponse.json({ ...real, months_id: real.months_id.map(change) });
  });
}

/** Min sida for the demo staff member, with every request recorded. */
export async function openProfile() {
  const session = await signedInAs('staff');
  const sent = recordRequests();
  const view = renderWithProviders(null, { route: '/profile/', preloadedState: { Auth: session.Auth } });
  // The top comes at once; the details come with the person's time.
  await screen.findByRole('heading', { name: sv.profile.details });
  // The current month's entries: lines on a phone, the table (its own chunk) on a desk.
  await waitFor(() =>
    expect([...screen.queryAllByRole('table'), ...screen.queryAllByRole('group', { name: /^Arbetstid / })].length).toBeGreaterThan(0),
  );
  const months = (): Month[] => view.store.getState().Months.byUser[session.user._id]?.months ?? [];
  const current = () => months().find((m) => m.MonthNumber === now.getMonth() + 1) as Month;
  return { ...view, session, sent, months, current, token: `Bearer ${session.Auth.token ?? ''}` };
}

export function table(label: string) {
  return screen.getByRole('table', { name: sv.profile.entriesCaption(label) });
}

export function footerOf(tableElement: HTMLElement) {
  return within(tableElement).getByText(/Timmar och \d+ minuter$/);
}

export function minutesOf(m: { total: number; half: number }) {
  return m.total * 60 + m.half;
}

export function hm(minutes: number) {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** A phone: Min sida shows the month as lines grouped by week (entry-lines.tsx), all drawn (a tall window). */
export function stubPhone(): void {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: media.includes('max-width'),
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal('innerHeight', 4000);
}
