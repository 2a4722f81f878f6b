/**
 * Writes of a person's entries (SPEC.md §4 and §5): an inline edit (entry, its month copy, then
 * the totals), deleting one entry, moving one entry to another month. Each runs the heal path
 * (heal.ts): read first, send once, read what is stored before anything is sent again, heal.
 */
import type { GetThunkAPI } from '@reduxjs/toolkit';
import { createAppMutation, toRejectValue, type AppThunkConfig } from '../app/create-app-thunk';
import { sv } from '../i18n/sv';
import { updateOnce } from '../lib/writes/update';
import type { Id, TimeAdjustment, TimeEntry } from '../types/api';
import type { TotalsRead } from '../types/totals';
import { deleteMonthTime, moveToMonth, updateEntryCode, updateOldTimes, updateTimeEntry } from './api';
import { entryUpdate, type EntryDraft } from './entry-edit';
import { correctionLanded, driftOf, entryRemoveLanded, heal, mayBeStored, readTotals, runTotalsWrite, withNotices } from './heal';
import { editSettled, emptyPerson, reloadPerson, type EditStep, type UnsavedEdit } from './months-slice';
import { totalsOf } from './person-view';

type Api = GetThunkAPI<AppThunkConfig>;

export const entryDeleted = createAppMutation(
  'Months/entryDeleted',
  async (arg: { userId: Id; entryId: Id; monthNumber: number }, thunkApi) => {
    const outcome = await runTotalsWrite(
      {
        userId: arg.userId,
        key: `entryDeleted ${arg.entryId}`,
        // Month number 0 names no month: the provider finds the entry by its id (API.md), and a
        // repeat that no longer finds it (the browser's own resend) deletes nothing, where the
        // entry's month number would delete the rest of that month.
        send: () => deleteMonthTime(arg.userId, { IsMonthNumber: 0, IsMatching: arg.entryId }),
        landed: (_before, now) => entryRemoveLanded(now, arg.entryId),
      },
      thunkApi,
    );
    return withNotices(outcome.answer ?? sv.writes.deleted, outcome.notices);
  },
);

export const entryMoved = createAppMutation('Months/entryMoved', async (arg: { userId: Id; entryId: Id; to: number }, thunkApi) => {
  const outcome = await runTotalsWrite(
    {
      userId: arg.userId,
      key: `entryMoved ${arg.entryId}`,
      send: () => moveToMonth(arg.entryId, arg.to),
      landed: (_before, now) => now.records.some((r) => r.MonthNumber === arg.to && r.entryIds.includes(arg.entryId)),
    },
    thunkApi,
  );
  return withNotices(outcome.answer ?? sv.profile.movedAll, outcome.notices);
});

function signedMinutes(adjustment: TimeAdjustment): number {
  return (adjustment.howhour === '-' ? -1 : 1) * adjustment.hours * 60 + (adjustment.howminutes === '-' ? -1 : 1) * adjustment.minutes;
}

/** The month record holding an entry, in a read. */
function recordOfEntry(read: TotalsRead, entryId: Id) {
  return read.records.find((r) => r.entryIds.includes(entryId));
}

/**
 * Sends the steps of an inline edit from `from` on. The entry and its month copy are plain
 * replacements (safe to send again); the totals correction adds, so after an answer that never
 * came — and before a retry of one — what is stored is read to tell whether it was applied.
 */
async function sendSteps(edit: Omit<UnsavedEdit, 'failure'>, userId: Id, thunkApi: Api, checkFirst: boolean): Promise<void> {
  for (const step of edit.missing) {
    try {
      // The entry and its month copy are replacements: sending them again sets the same values.
      if (step === 'entry') await updateOnce({ send: () => updateTimeEntry(edit.entryId, edit.changes) });
      else if (step === 'month') await updateOnce({ send: () => updateEntryCode(edit.entryId, { StorMatch: edit.updated, CheckMonth: edit.monthNumber }) });
      else if (edit.adjustment) await sendTotalsOnce(edit, userId, thunkApi, checkFirst);
    } catch (error) {
      const missing = edit.missing.slice(edit.missing.indexOf(step));
      throw new EditIncomplete({ ...edit, missing }, error);
    }
  }
}

/** Whether the edit's totals call is stored: the entry's change is, so the month's drift tells. */
async function editTotalsStored(edit: Omit<UnsavedEdit, 'failure'>, userId: Id, thunkApi: Api): Promise<boolean | null> {
  const record = recordOfEntry(edit.before, edit.entryId);
  if (!record || !edit.adjustment) return null;
  const now = await readTotals(userId, thunkApi).catch(() => null);
  if (!now || now.unknown || edit.before.unknown) return null;
  const minutes = signedMinutes(edit.adjustment);
  // The entry already carries the change: an unapplied totals call shows as a drift of −minutes.
  return correctionLanded(edit.before, now, record.id, minutes, minutes);
}

/**
 * The edit's totals call, a delta that follows the entries (docs/writes.md): sent once by the
 * update policy (after a lost answer, or before a retry of one, what is stored tells whether it
 * was applied); a duplicate is repaired by the heal after the edit (finishEdit).
 */
async function sendTotalsOnce(edit: Omit<UnsavedEdit, 'failure'>, userId: Id, thunkApi: Api, checkFirst: boolean): Promise<void> {
  const adjustment = edit.adjustment;
  if (!adjustment) return;
  await updateOnce({
    send: () => updateOldTimes(userId, adjustment),
    stored: async () => (await editTotalsStored(edit, userId, thunkApi)) === true,
    earlier: checkFirst,
    unsureMessage: mayBeStored,
  });
}

class EditIncomplete extends Error {
  readonly edit: Omit<UnsavedEdit, 'failure'>;
  constructor(edit: Omit<UnsavedEdit, 'failure'>, cause: unknown) {
    super('edit incomplete', { cause });
    this.edit = edit;
  }
}

export interface EditResult {
  message: string;
  /** The edit could not be completed: it is kept as not fully saved, with the failure. */
  unsaved: UnsavedEdit | null;
}

async function finishEdit(edit: Omit<UnsavedEdit, 'failure'>, userId: Id, thunkApi: Api, checkFirst: boolean): Promise<EditResult> {
  try {
    await sendSteps(edit, userId, thunkApi, checkFirst);
  } catch (error) {
    if (!(error instanceof EditIncomplete)) throw error;
    const left = error.edit;
    // Nothing went through: a plain failure (the row stays open with the message).
    if (left.missing.length === edit.missing.length && edit.missing[0] === 'entry') throw error.cause;
    await reloadPerson(userId, thunkApi);
    return { message: '', unsaved: { ...left, failure: toRejectValue(error.cause) } };
  }
  // The totals read back: a duplicate of the totals call (the browser's own resend) is healed.
  const healed = edit.adjustment ? await heal(userId, driftOf(edit.before), thunkApi) : (await reloadPerson(userId, thunkApi), null);
  return { message: withNotices(sv.writes.updated, healed ? [healed] : []), unsaved: null };
}

/** The edit is held as saved, or as not fully saved with what is missing. */
function settled(userId: Id, entryId: Id, result: EditResult, { dispatch }: Api): EditResult {
  dispatch(editSettled({ userId, entryId, unsaved: result.unsaved }));
  return result;
}

/**
 * Saves an inline edit (SPEC.md §4 'Editing a total'): the entry, then its copy in the month
 * record, then — when the worked time changed — the person's and the month's totals. When a
 * later call fails the entry is kept as 'Inte helt sparat' with exactly the missing calls.
 */
export const entryEdited = createAppMutation(
  'Months/entryEdited',
  async (arg: { userId: Id; entry: TimeEntry; draft: EntryDraft; monthNumber: number }, thunkApi): Promise<EditResult> => {
    const { changes, adjustment } = entryUpdate(arg.entry, arg.draft, arg.monthNumber);
    const person = thunkApi.getState().Months.byUser[arg.userId] ?? emptyPerson;
    const edit = {
      entryId: arg.entry._id,
      missing: (adjustment ? ['entry', 'month', 'totals'] : ['entry', 'month']) as EditStep[],
      changes,
      updated: { ...arg.entry, ...changes },
      monthNumber: arg.monthNumber,
      adjustment,
      before: totalsOf(person),
    };
    return settled(arg.userId, arg.entry._id, await finishEdit(edit, arg.userId, thunkApi, false), thunkApi);
  },
  (arg) => `Months/entryEdited ${arg.entry._id}`,
);

/** 'Försök igen' on an entry that is not fully saved: reads first, then sends exactly the missing calls. */
export const entryEditResumed = createAppMutation(
  'Months/entryEditResumed',
  async (arg: { userId: Id; entryId: Id }, thunkApi): Promise<EditResult> => {
    const unsaved = thunkApi.getState().Months.byUser[arg.userId]?.unsaved[arg.entryId];
    if (!unsaved) return { message: sv.writes.updated, unsaved: null };
    const { failure, ...edit } = unsaved;
    return settled(arg.userId, arg.entryId, await finishEdit(edit, arg.userId, thunkApi, failure.ambiguous), thunkApi);
  },
  (arg) => `Months/entryEdited ${arg.entryId}`,
);

