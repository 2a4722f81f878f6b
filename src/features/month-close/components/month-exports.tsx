/**
 * 'Exportera' (issue 13 item 2, issue 16): the month's files made in the browser — PAXml
 * löneunderlag, CSV for Excel, every person's statement in one print and (on the overview) SIE 4I
 * of the month's bills and invoices — all written from each person's month (person-month.ts).
 * Before a file is saved, what it cannot carry as it is gets named with what to do: people
 * without an employment number (with a field each, right there), negative corrections, time
 * moved in from another month, invoices at a VAT rate other than 25, 12 or 6 %. PAXml and CSV
 * carry each person's supplements (DECISIONS.md 36: person-time/person-wages.ts, the one
 * computation), and the first file with supplements shows the wage windows to confirm first.
 * Used by the month overview and a person's page; the screen composing it gives the print button
 * and, on the overview, the month's bills and invoices for SIE (features never import each other).
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { createAppMutation } from '../../../app/create-app-thunk';
import { useAppSelector } from '../../../app/hooks';
import { useMutation } from '../../../app/use-mutation';
import { Button, FailureNotice } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { monthLabel } from '../../../lib/months';
import { buildTimeCsv } from '../exports/csv';
import { downloadFile } from '../exports/download';
import type { ExportFile } from '../exports/file-name';
import { buildPaxml, paxmlPersons } from '../exports/paxml';
import { invalidSettingsFields, readExportSettings, writeExportSettings, type ExportSettings } from '../exports/settings';
import { buildSie, type SieItem, type SieOtherRate, type SieResult } from '../exports/sie';
import { selectCorrectionPending } from '../../../person-time/person-view';
import { hm, movedAndCorrected, payrollInput, type ExportPerson } from '../export-people';
import { wageSettingsRefused, wagesToConfirm } from '../exports/wage-settings';
import { PaxmlReviewForm, type PaxmlReview } from './paxml-review';
import type { CorrectionNotes } from '../settings-file';
import styles from './month-overview.module.css';
import { SettingsForm, settingsSaved, type StaffMember } from './settings-form';
import { SettingsTransfer } from './settings-transfer';
import { sieNumberNotes } from './sie-number-notes';
import { SieReview } from './sie-review';

type FileKind = 'paxml' | 'csv' | 'sie';

export type { ExportPerson } from '../export-people';

/** The month's supplier bills and customer invoices, read by the screen that composes this (bills feature). */
export type LoadSieItems = (month: number) => Promise<{ bills: readonly SieItem[]; invoices: readonly SieItem[] }>;

/** The month's bills and invoices read for SIE, through the one write path (its failure kept and shown like any other). */
const sieItemsRead = createAppMutation(
  'MonthClose/sieItemsRead',
  (arg: { load: LoadSieItems; month: number }) => arg.load(arg.month),
  (arg) => `MonthClose/sieItemsRead ${arg.month}`,
);

export function MonthExports({
  year,
  month,
  people,
  print,
  loadSieItems,
  personName,
  onSettingsRead,
  staff,
  disabled = false,
}: {
  year: number;
  month: number;
  /** Each person's month, for PAXml and CSV. */
  people: readonly ExportPerson[];
  /** The print button of the month's statements (composed by the screen), held back when `held`. */
  print: (held: boolean) => ReactNode;
  /** Given on the overview: the SIE export of the month's bills and invoices. */
  loadSieItems?: LoadSieItems;
  /** A person's page: the files carry the person's name. */
  personName?: string;
  /** Correction notes were read in from a settings file: the screen shows them at once. */
  onSettingsRead: (corrections: CorrectionNotes) => void;
  /** Given on the overview: everyone, for the settings' list of employment numbers. */
  staff?: readonly StaffMember[];
  disabled?: boolean;
}) {
  const headingId = useId();
  const label = monthLabel({ MonthNumber: month, year });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [pending, setPending] = useState<FileKind | null>(null);
  const [confirmWages, setConfirmWages] = useState(false);
  const readSie = useMutation(sieItemsRead);
  const busy = readSie.pending;
  const [notes, setNotes] = useState<string[]>([]);
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const [paxmlReview, setPaxmlReview] = useState<PaxmlReview | null>(null);
  const [sieReview, setSieReview] = useState<{ result: SieResult; otherRates: SieOtherRate[] } | null>(null);
  const withTime = people.some((p) => p.month.entries.length + p.month.moved.length + p.month.corrections.length > 0);
  // A correction of this month whose outcome is not known yet (pending-corrections.tsx): until it
  // is settled its own duplicate may stand in the month's figures, so no file and no print.
  const ids = useMemo(() => new Set(people.map((p) => p.userId)), [people]);
  const correctionPending = useAppSelector((state) => selectCorrectionPending(state, ids, year, month));
  const held = disabled || correctionPending;

  function save(file: ExportFile, extra: string[] = []) {
    downloadFile(file);
    setNotes([sv.month.downloaded(file.name), ...extra]);
  }

  function savePaxml(settings: ExportSettings) {
    const result = buildPaxml(payrollInput(people, settings), {
      year,
      month,
      companyName: settings.companyName,
      orgnr: settings.orgnr,
      timeCode: settings.timeCode,
      wages: settings.wages,
      ...(personName ? { personName } : {}),
    });
    const extra = [
      sv.wageSettings.supplementLines(result.persons.reduce((sum, p) => sum + p.wages.length, 0)),
      ...(result.missingAnstid.length ? [sv.monthClose.leftOutNoAnstid(result.missingAnstid.join(', '))] : []),
      ...movedAndCorrected(people),
    ];
    save(result.file, extra);
  }

  /** PAXml: first what the file cannot carry as it is, with the employment numbers to add there. */
  function reviewPaxml(settings: ExportSettings) {
    const result = buildPaxml(payrollInput(people, settings), { year, month, companyName: settings.companyName, orgnr: settings.orgnr });
    // Who lacks an employment number, by id: two people may share a name (issue 23).
    const missing = people.filter((p) => paxmlPersons(payrollInput([p], settings), year).missingAnstid.length > 0);
    const netted = result.netted.flatMap((n) => [
      sv.monthClose.negativeNote(n.fullname, hm(n.minutes), n.dates.join(', ')),
      ...(n.uncovered > 0 ? [sv.monthClose.uncoveredNote(n.fullname, hm(n.uncovered))] : []),
    ]);
    const moved = people.flatMap((p) =>
      p.month.moved.length > 0 ? [sv.monthClose.movedNote(p.fullname, p.month.moved.length, hm(p.month.movedMinutes), p.month.lastDay)] : [],
    );
    if (missing.length === 0 && netted.length === 0 && moved.length === 0) {
      savePaxml(settings);
      return;
    }
    setPaxmlReview({ missing, notes: [...netted, ...moved] });
  }

  async function prepareSie(settings: ExportSettings) {
    if (!loadSieItems) return;
    const read = await readSie.run({ load: loadSieItems, month });
    if (!read.ok) return;
    const { bills, invoices } = read.value;
    const result = buildSie(
      { bills, invoices, year, month },
      {
        companyName: settings.companyName,
        orgnr: settings.orgnr,
        accounts: settings.accounts,
        numbering: settings.numbering,
        fiscalYearStart: settings.fiscalYearStart,
      },
    );
    if (result.otherRates.length + result.renumbered.length + result.unnumbered.length > 0) setSieReview({ result, otherRates: result.otherRates });
    else saveSie(result);
  }

  function saveSie(result: SieResult) {
    setSieReview(null);
    const skipped = result.skipped.map((s) => `${s.number || '–'} ${s.companyname}`.trim());
    const other = result.otherRates.map((s) => sv.monthClose.otherRateItem(`${s.number || '–'} ${s.companyname}`.trim(), s.rate));
    save(result.file, [
      sv.monthClose.voucherNumbers(result.vouchers.map((v) => `${v.series} ${v.number}`)),
      ...(skipped.length ? [sv.month.skippedItems(skipped.join(', '))] : []),
      ...(other.length ? [sv.monthClose.otherRatesLeftOut(other.join(', '))] : []),
      ...sieNumberNotes(result),
    ]);
  }

  function make(kind: FileKind, settings: ExportSettings) {
    setFailure(null);
    setNotes([]);
    setPaxmlReview(null);
    setSieReview(null);
    if (kind === 'paxml') reviewPaxml(settings);
    else if (kind === 'csv') {
      save(buildTimeCsv(payrollInput(people, settings), { year, month, wages: settings.wages, ...(personName ? { personName } : {}) }).file, movedAndCorrected(people));
    } else void prepareSie(settings);
  }

  function request(kind: FileKind) {
    const settings = readExportSettings();
    // The first file with supplements shows the wage windows to confirm (DECISIONS.md 36).
    const confirm = kind !== 'sie' && wagesToConfirm(settings, payrollInput(people, settings).flatMap((p) => (p.wages ? [p.wages] : [])));
    // The first export (or settings no longer valid) shows the settings first.
    const refused = wageSettingsRefused(settings, people.map((p) => p.userId));
    if (!settingsSaved() || invalidSettingsFields(settings).length > 0 || refused || confirm) {
      setPending(kind);
      setConfirmWages(confirm);
      setSettingsOpen(true);
      return;
    }
    make(kind, settings);
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId}>{sv.month.exportHeading}</h2>
        <Button
          variant="secondary"
          aria-expanded={settingsOpen}
          onClick={() => {
            setSettingsOpen(!settingsOpen);
            setPending(null);
          }}
        >
          {sv.month.settingsToggle}
        </Button>
      </div>
      <p className={styles.muted}>{sv.month.exportIntro(label)}</p>
      {settingsOpen ? (
        <SettingsForm
          first={pending !== null}
          confirmWages={pending !== null && confirmWages}
          exported={people}
          {...(staff ? { staff } : {})}
          onCancel={() => {
            setSettingsOpen(false);
            setPending(null);
          }}
          onSaved={(settings) => {
            setSettingsOpen(false);
            const kind = pending;
            setPending(null);
            if (kind) make(kind, settings);
            else setNotes([sv.month.settingsSaved]);
          }}
        />
      ) : null}
      <div className={styles.exportButtons}>
        <Button variant="secondary" disabled={held || !withTime} onClick={() => request('paxml')}>
          {sv.month.paxml}
        </Button>
        <Button variant="secondary" disabled={held || !withTime} onClick={() => request('csv')}>
          {sv.month.csv}
        </Button>
        {print(held)}
        {loadSieItems ? (
          <Button variant="secondary" disabled={busy} aria-busy={busy || undefined} onClick={() => request('sie')}>
            {sv.month.sie}
          </Button>
        ) : null}
      </div>
      {correctionPending ? <p role="status">{sv.monthClose.waitForCorrection}</p> : null}
      {!withTime && !held ? <p className={styles.muted}>{sv.month.nothingToExport}</p> : null}
      {busy ? <p role="status">{sv.month.readingBills}</p> : null}
      {paxmlReview ? (
        <PaxmlReviewForm
          review={paxmlReview}
          onCancel={() => setPaxmlReview(null)}
          onExport={(numbers) => {
            const settings = readExportSettings();
            const next = { ...settings, anstid: { ...settings.anstid, ...numbers } };
            if (Object.keys(numbers).length > 0 && !writeExportSettings(next)) {
              setFailure({ message: sv.month.settingsNotSaved });
              return;
            }
            setPaxmlReview(null);
            savePaxml(next);
          }}
        />
      ) : null}
      {sieReview ? <SieReview review={sieReview} onSave={() => saveSie(sieReview.result)} onCancel={() => setSieReview(null)} /> : null}
      <FailureNotice
        failure={readSie.failure ?? failure}
        onDismiss={readSie.failure ? readSie.dismiss : () => setFailure(null)}
        onRetry={() => request('sie')}
      />
      <div role="status">
        {notes.map((note) => (
          <p key={note} className={styles.note}>
            {note}
          </p>
        ))}
      </div>
      <SettingsTransfer onRead={onSettingsRead} />
    </section>
  );
}
