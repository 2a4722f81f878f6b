/** Administration is protected (DECISIONS.md 24): no removing oneself, nor the last admin. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { removalRefusal } from '../../src/features/staff/staff-logic';
import { recordRequests, renderWithProviders } from '../test-utils';
import { adminSession } from './helpers';

describe('removalRefusal', () => {
  const admin = { _id: 'a', isAdmin: true };
  const other = { _id: 'b', isAdmin: true };
  const staff = { _id: 'c', isAdmin: false };
  it('refuses oneself, then the last admin, and allows the rest', () => {
    expect(removalRefusal(admin, [admin, other, staff], 'a')).toBe('self');
    expect(removalRefusal(other, [admin, other, staff], 'a')).toBeNull();
    expect(removalRefusal(other, [other, staff], 'a')).toBe('lastAdmin');
    expect(removalRefusal(staff, [admin, staff], 'a')).toBeNull();
  });
});

describe('the staff list', () => {
  it("refuses to remove the signed-in admin's own account, says why and sends nothing", async () => {
    const { preloadedState, admin } = await adminSession();
    const sent = recordRequests();
    const { user } = renderWithProviders(null, { route: '/admin/list/', preloadedState });
    // The list's chunk loads first (on a busy machine, more than the default second).
    await user.click(await screen.findByRole('button', { name: new RegExp(`Ta bort.*${admin.fullname}`) }));
    const dialog = await screen.findByRole('dialog', { name: 'Kan inte tas bort' });
    expect(within(dialog).getByText('Du kan inte ta bort ditt eget konto. Be en annan administratör om det behövs.')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Stäng' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('another member is still removed after the question', async () => {
    const { preloadedState } = await adminSession();
    const sent = recordRequests();
    const { user } = renderWithProviders(null, { route: '/admin/list/', preloadedState });
    await user.click(await screen.findByRole('button', { name: /Ta bort.*Sara Nilsson/ }));
    const question = await screen.findByRole('dialog');
    await user.click(within(question).getByRole('button', { name: 'Ta bort' }));
    await screen.findByText(/borttagen|tagits bort|raderad/i);
    expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([expect.stringMatching(/^\/api\/auth\/remove\//)]);
  });
});
