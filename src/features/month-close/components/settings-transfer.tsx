/**
 * 'Inställningar på flera datorer' (issue 16 item 6): the screen says where the export settings,
 * employment numbers and correction notes live (this browser), saves them to a file and reads
 * such a file in, merged with what is here (settings-file.ts).
 */
import { useId, useState, type ChangeEvent } from 'react';
import { Button, buttonClass, FailureNotice } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { downloadFile } from '../exports/download';
import { readExportSettings } from '../exports/settings';
import { readNotes } from '../../../lib/correction-notes';
import { localSettingsContent, parseSettingsFile, settingsFile, storeSettingsFile, type CorrectionNotes } from '../settings-file';
import styles from './month-overview.module.css';

export function SettingsTransfer({ onRead }: { onRead: (corrections: CorrectionNotes) => void }) {
  const headingId = useId();
  const inputId = useId();
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string } | null>(null);

  function saveToFile() {
    setFailure(null);
    const file = settingsFile(localSettingsContent(readExportSettings()));
    downloadFile(file);
    setNote(sv.month.downloaded(file.name));
  }

  async function readIn(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setNote(null);
    setFailure(null);
    const content = parseSettingsFile(await file.text());
    if (!content) {
      setFailure({ message: sv.monthClose.notASettingsFile(file.name) });
      return;
    }
    const stored = storeSettingsFile(content, localSettingsContent(readExportSettings()));
    if (!stored) {
      setFailure({ message: sv.month.settingsNotSaved });
      return;
    }
    onRead(readNotes().corrections);
    setNote(sv.monthClose.settingsRead(stored.employmentNumbers, stored.corrections));
  }

  return (
    <section className={styles.transfer} aria-labelledby={headingId}>
      <h3 id={headingId}>{sv.monthClose.transferHeading}</h3>
      <p>{sv.monthClose.transferWhere}</p>
      <div className={styles.exportButtons}>
        <Button variant="secondary" onClick={saveToFile}>
          {sv.monthClose.saveToFile}
        </Button>
        <label className={`${buttonClass('secondary')} ${styles.fileButton}`} htmlFor={inputId}>
          {sv.monthClose.readFromFile}
        </label>
        <input id={inputId} className={styles.fileInput} type="file" accept=".json,application/json" onChange={(e) => void readIn(e)} />
      </div>
      <FailureNotice failure={failure} onDismiss={() => setFailure(null)} />
      <div role="status">{note ? <p className={styles.note}>{note}</p> : null}</div>
    </section>
  );
}
