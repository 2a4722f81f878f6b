/**
 * 'Inställningar på flera datorer' (issue 16 item 6): the screen says where the export settings,
 * employment numbers and correction notes live (this browser), saves them to a file and reads
 * such a file in, merged with what is here (settings-file.ts). The read-in button is also the
 * overview's notice on a computer that never read them in (SettingsNotice, issue 23 item 4).
 */
import { useId, useState, type ChangeEvent } from 'react';
import { Button, buttonClass, FailureNotice } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { downloadFile } from '../exports/download';
import { companySettingsKnown, readExportSettings } from '../exports/settings';
import { readNotes } from '../../../lib/correction-notes';
import { localSettingsContent, parseSettingsFile, settingsFile, storeSettingsFile, type CorrectionNotes } from '../settings-file';
import { useExportSettings } from '../use-export-settings';
import settingsStyles from './export-settings.module.css';
import styles from './month-overview.module.css';

type Failure = { message: string } | null;

/** 'Läs in inställningar från en fil': a file input dressed as a button; what it did goes to onResult. */
function ReadSettingsButton({
  label,
  onRead,
  onResult,
}: {
  label: string;
  onRead: (corrections: CorrectionNotes) => void;
  onResult: (note: string | null, failure: Failure) => void;
}) {
  const inputId = useId();

  async function readIn(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    onResult(null, null);
    const content = parseSettingsFile(await file.text());
    if (!content) {
      onResult(null, { message: sv.monthClose.notASettingsFile(file.name) });
      return;
    }
    const stored = storeSettingsFile(content, localSettingsContent(readExportSettings()));
    if (!stored) {
      onResult(null, { message: sv.month.settingsNotSaved });
      return;
    }
    onRead(readNotes().corrections);
    onResult(sv.monthClose.settingsRead(stored.employmentNumbers, stored.corrections), null);
  }

  return (
    <>
      <label className={`${buttonClass('secondary')} ${settingsStyles.fileButton}`} htmlFor={inputId}>
        {label}
      </label>
      <input id={inputId} className={settingsStyles.fileInput} type="file" accept=".json,application/json" onChange={(e) => void readIn(e)} />
    </>
  );
}

export function SettingsTransfer({ onRead }: { onRead: (corrections: CorrectionNotes) => void }) {
  const headingId = useId();
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure>(null);

  function saveToFile() {
    setFailure(null);
    const file = settingsFile(localSettingsContent(readExportSettings()));
    downloadFile(file);
    setNote(sv.month.downloaded(file.name));
  }

  return (
    <section className={settingsStyles.transfer} aria-labelledby={headingId}>
      <h3 id={headingId}>{sv.monthClose.transferHeading}</h3>
      <p>{sv.monthClose.transferWhere}</p>
      <div className={styles.exportButtons}>
        <Button variant="secondary" onClick={saveToFile}>
          {sv.monthClose.saveToFile}
        </Button>
        <ReadSettingsButton
          label={sv.monthClose.readFromFile}
          onRead={onRead}
          onResult={(readNote, readFailure) => {
            setNote(readNote);
            setFailure(readFailure);
          }}
        />
      </div>
      <FailureNotice failure={failure} onDismiss={() => setFailure(null)} />
      <div role="status">{note ? <p className={styles.note}>{note}</p> : null}</div>
    </section>
  );
}

/**
 * On the month overview, before any export (DECISIONS.md 31): a computer that holds no company
 * settings (never made here, never read in) says so in one line, with the button that reads
 * the settings file in. Once read, the line gives way to what was read.
 */
export function SettingsNotice({ onRead }: { onRead: (corrections: CorrectionNotes) => void }) {
  const known = companySettingsKnown(useExportSettings());
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure>(null);
  return (
    <div className={styles.settingsNotice}>
      {known ? null : (
        <p className={settingsStyles.noticeLine}>
          <span>{sv.monthClose.settingsNeverRead}</span>
          <ReadSettingsButton
            label={sv.monthClose.readSettingsFile}
            onRead={onRead}
            onResult={(readNote, readFailure) => {
              setNote(readNote);
              setFailure(readFailure);
            }}
          />
        </p>
      )}
      <div role="status">{note ? <p className={styles.note}>{note}</p> : null}</div>
      <FailureNotice failure={failure} onDismiss={() => setFailure(null)} />
    </div>
  );
}
