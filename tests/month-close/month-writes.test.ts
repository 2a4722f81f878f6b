/**
 * The month writes of a person's time (src/person-time/month-writes.ts), against
 * the demo provider: a correction and its undo send the opposite changes, and the undone note is
 * recorded as removed, so another computer's settings file cannot bring it back (issue 16 item 6).
 */
import { describe, expect, it } from 'vitest';
import { connectClient } from '../../src/app/session';
import { makeStore } from '../../src/app/store';
import { localSettingsContent, storeSettingsFile } from '../../src/features/month-close/settings-file';
import { defaultExportSettings } from '../../src/features/month-close/exports/settings';
import { personTimeLoaded, selectPersonTime } from '../../src/person-time/months-slice';
import { totalsOf } from '../../src/person-time/person-view';
import { readNotes } from '../../src/lib/correction-notes';
import { correctionUndone, totalsCorrected } from '../../src/person-time/correction-writes';
import { recordRequests } from '../record-requests';
import { adminSession, memberNamed } from '../staff/helpers';

describe('a correction undone', () => {
  it('sends +1:15 then −1:15 for the month, and the note, once removed, stays removed after another computer’s file', async () => {
    const { preloadedState } = await adminSession();
    const store = makeStore(preloadedState);
    connectClient(store);
    const fatima = await memberNamed('Fatima Hassan');
    await store.dispatch(personTimeLoaded(fatima._id));
    const person = () => store.getState().Months.byUser[fatima._id];
    const latest = totalsOf(selectPersonTime(store.getState(), fatima._id)).records[0];
    if (!latest) throw new Error('no month');
    const at = '2026-11-20T10:00:00.000Z';
    const sent = recordRequests();

    await store.dispatch(totalsCorrected({ userId: fatima._id, monthId: latest.id, minutes: 75, at })).unwrap();
    const note = { MonthNumber: latest.MonthNumber, year: latest.year, minutes: 75, at };
    expect(person()?.corrections).toEqual([note]);
    // Another computer's file, saved while the note was there.
    const otherComputer = localSettingsContent(defaultExportSettings);

    await store.dispatch(correctionUndone({ userId: fatima._id, monthId: latest.id, at })).unwrap();
    expect(sent.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', `/api/auth/time/update/${fatima._id}/`, { hours: 1, minutes: 15, howhour: '+', howminutes: '+', MonthNumber: latest.MonthNumber }],
      ['POST', `/api/auth/time/update/${fatima._id}/`, { hours: 1, minutes: 15, howhour: '-', howminutes: '-', MonthNumber: latest.MonthNumber }],
    ]);
    expect(person()?.corrections).toEqual([]);
    expect(readNotes().removed[fatima._id]).toEqual([{ at, removed: expect.any(String) }]);
    expect(storeSettingsFile(otherComputer, localSettingsContent(defaultExportSettings))).toMatchObject({ corrections: 0 });
    expect(readNotes().corrections[fatima._id] ?? []).toEqual([]);
  });
});
