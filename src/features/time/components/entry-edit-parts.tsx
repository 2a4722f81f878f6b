/** What the table's rows and the phone's lines both show of an entry being edited or not saved. */
import { FailureNotice, NumberSelect } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { BREAK_HOURS, BREAK_MINUTES } from '../../../lib/time';
import type { UnsavedEdit } from '../../../person-time/months-slice';
import type { EntryEdit } from '../use-entry-edit';

/** 'Rast': hours and minutes. */
export function BreakFields({ edit, className, selectClassName }: { edit: EntryEdit; className: string | undefined; selectClassName?: string | undefined }) {
  const { draft, change } = edit;
  return (
    <fieldset className={className}>
      <legend>{sv.profile.breakLegend}</legend>
      <NumberSelect
        className={selectClassName}
        label={sv.profile.breakHours}
        options={BREAK_HOURS}
        value={draft.breakHours}
        onChange={(breakHours) => change({ breakHours })}
      />
      <NumberSelect
        className={selectClassName}
        label={sv.profile.breakMinutes}
        options={BREAK_MINUTES}
        value={draft.breakMinutes}
        onChange={(breakMinutes) => change({ breakMinutes })}
      />
    </fieldset>
  );
}

/** An edit whose later calls failed: 'Inte helt sparat' with why, and 'Försök igen' unless one is on its way. */
export function UnsavedNotice({ unsaved, retrying, onRetry }: { unsaved: UnsavedEdit; retrying: boolean; onRetry: () => void }) {
  return (
    <FailureNotice failure={{ message: `${sv.time.notFullySaved}: ${sv.time.notFullySavedHelp}` }} onRetry={retrying ? undefined : onRetry}>
      {unsaved.failure.message}
    </FailureNotice>
  );
}
