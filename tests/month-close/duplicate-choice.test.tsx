/**
 * DECISIONS.md 37 on the screen: a correction stored twice (here: another admin's identical +1:00
 * in the same second) is asked about with the month's figure before and now and both
 * explanations; nothing is removed on its own, and each choice does what it says to what the
 * demo provider stores.
 */
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { env } from '../../src/config/env';
import { applyAdjustment } from '../../src/demo/handlers/auth';
import { correctionDone, UndoBar } from '../../src/features/month-close/components/undo-bar';
import { totalsCorrected } from '../../src/person-time/correction-writes';
import { hoursMinutes, pad2, toDuration } from '../../src/lib/time';
import { adjustment, fatimasLatestMonth, must } from '../person-time/helpers';
import { recordRequests } from '../record-requests';
import { server } from '../setup';
import { renderWithProviders } from '../test-utils';

const at = '2026-11-20T10:00:00.000Z';
const hm = (minutes: number) => hoursMinutes(toDuration(minutes));

async function askedAfterTwoAdmins() {
  const month = await fatimasLatestMonth();
  const { store, fatima, latest, user } = month;
  server.use(
    http.post(
      `${env.apiUrl}/api/auth/time/update/:id/`,
      () => {
        applyAdjustment(user(), adjustment(60, latest.MonthNumber));
        return undefined;
      },
      { once: true },
    ),
  );
  const result = await store.dispatch(totalsCorrected({ userId: fatima._id, monthId: latest.id, minutes: 60, at })).unwrap();
  const undoable = must(correctionDone(result) ?? undefined);
  const onSettled = vi.fn();
  const sent = recordRequests();
  const view = renderWithProviders(<UndoBar userId={fatima._id} undoable={undoable} onSettled={onSettled} />, { store });
  const label = `${pad2(latest.MonthNumber)}/${latest.year}`;
  return { ...month, ...view, onSettled, sent, label };
}

describe('the same correction twice: the admin chooses', () => {
  it('shows the figure before and now and both explanations; keeping both sends nothing and says so', async () => {
    const { user, onSettled, sent, latest, label, storedMonth } = await askedAfterTwoAdmins();
    const bar = screen.getByRole('status');
    expect(bar.textContent).toContain(`${label} har fått rättningen +1:00 två gånger: månaden var ${hm(latest.stored)} före rättningen och är ${hm(latest.stored + 120)} nu.`);
    expect(bar.textContent).toContain('Antingen skickade webbläsaren rättningen en gång till av sig själv, eller gjorde en annan administratör samma rättning samtidigt');
    expect(bar.textContent).toContain('Inget har tagits bort.');
    await user.click(screen.getByRole('button', { name: `Behåll båda rättningarna +1:00 i ${label}` }));
    expect(onSettled).toHaveBeenCalledWith({ text: `Båda rättningarna +1:00 av ${label} behålls: ${label} är ${hm(latest.stored + 120)}.`, undoLabel: '', undo: null });
    expect(sent).toEqual([]);
    expect(storedMonth()).toBe(latest.stored + 120);
  });

  it('removing one sends one −1:00 for the month, read back: the month is corrected once', async () => {
    const { user, onSettled, sent, latest, label, storedMonth, fatima } = await askedAfterTwoAdmins();
    await user.click(screen.getByRole('button', { name: `Ta bort den ena rättningen +1:00 i ${label}` }));
    await vi.waitFor(() => expect(onSettled).toHaveBeenCalled());
    expect(sent.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', `/api/auth/time/update/${fatima._id}/`, adjustment(-60, latest.MonthNumber)],
    ]);
    expect(storedMonth()).toBe(latest.stored + 60);
    expect(onSettled).toHaveBeenCalledWith({
      text: `Den ena rättningen +1:00 av ${label} är borttagen: ${hm(latest.stored + 120)} → ${hm(latest.stored + 60)}.`,
      undoLabel: '',
      undo: null,
    });
  });
});
