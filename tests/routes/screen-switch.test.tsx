/**
 * Going from one screen to another whose code has not arrived (issue 28): the new screen's top
 * is shown at once and its data is asked for at once, while its code is still on the way; the
 * screen before does not stay until the new one's code is here.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, recordRequests, signedInAs } from '../test-utils';

// The month overview's code, held until the test lets it arrive.
const overviewCode = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock('../../src/routes/month-overview-page', async (importOriginal) => {
  await overviewCode.arrived;
  return importOriginal();
});

const now = new Date();
const caption = `Arbetad tid ${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;

describe('from one admin screen to another', () => {
  it("shows the month overview's top and asks for the staff list and everyone's time before its code has arrived", async () => {
    const { Auth } = await signedInAs('admin');
    const { user } = renderWithProviders(null, { route: '/admin/', preloadedState: { Auth } });
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    // The admin start is drawn (its own screen, not its placeholder).
    await screen.findByRole('heading', { level: 2, name: 'Vad vill du göra?' });
    const sent = recordRequests();

    await user.click(within(nav).getByRole('link', { name: 'Månadsöversikt' }));

    // The overview's top (its placeholder) replaces the admin start at once ...
    expect(await screen.findByRole('heading', { level: 1, name: 'Månadsöversikt' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Vad vill du göra?' })).not.toBeInTheDocument();
    // ... and the reads go out while the screen's code is still held.
    await waitFor(() => expect(sent.some((r) => r.method === 'GET' && r.path === '/api/auth/show/all/')).toBe(true));
    await waitFor(() => expect(sent.some((r) => r.method === 'GET' && r.path.startsWith('/api/time/time/user/'))).toBe(true));
    expect(screen.queryByRole('table', { name: caption })).not.toBeInTheDocument();

    overviewCode.release();
    expect(await screen.findByRole('table', { name: caption })).toBeInTheDocument();
  });
});
