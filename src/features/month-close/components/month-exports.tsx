/**
 * 'Exportera' (issue 13 item 2, issue 16): the month's files made in the browser — PAXml
 * löneunderlag, CSV for Excel, every person's statement in one print and (on the overview) SIE 4I
 * of the month's bills and invoices — all written from each person's month (person-month.ts).
 * Before a file is saved, what it cannot carry as it is gets named with what to do: people
 * without an employment number (with a field each, right there), negative corrections, time
 * moved in from another month, invoices at a VAT rate other than 25, 12 or 6 %.
 * Used by the month overview and a person's page; the screen composing it gives the print button
 * and, on the overview, the month's bills and invoices for SIE (features never import each other).
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { createAppMutation } from '../../../app/create-app-thunk';
import { useAppSelector } from '../../../app/hooks';
import { useMutation } from '../../../app/use-mutation';
import { Button, FailureNotice, Field } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { monthLabel } from '../../../lib/months';
import { hoursMinutes, toDuration } from '../../../lib/time';
import { buildTimeCsv } from '../exports/csv';
import { downloadFile } from '../exports/download';
import type { ExportFile } from '../exports/file-name';
import { buildPaxml, isValidAnstid, paxmlPersons } from '../exports/paxml';
import type { PayrollInput } from '../exports/payroll';
import { invalidSettingsFields, readExportSettings, writeExportSettings, type ExportSettings } from '../exports/settings';
import { buildSie, type SieItem, type SieOtherRate, type SieResult } from '../exports/sie';
import type { PersonMonth } from '../../../person-time/person-month';
import { selectCorrectionPending } from '../../../person-time/months-slice';
import type { CorrectionNotes } from '../settings-file';
import styles from './month-overview.module.css';
import { SettingsForm, settingsSaved, type StaffMember } from './settings-form';
import { SettingsTransfer } from './settings-transfer';
import { SieNumberNotes, sieNumberNotes } from './sie-number-notes';

type FileKind = 'paxml' | 'csv' | 'sie';

/** The month's supplier bills and customer invoices, read by the screen that composes this (bills feature). */
export type LoadSieItems = (month: number) => Promise<{ bills: readonly SieItem[]; invoices: readonly SieItem[] }>;

/** The month's bills and invoices read for SIE, through the one write path (its failure kept and shown like any other). */
const sieItemsRead = createAppMutation(
  'MonthClose/sieItemsRead',
  (arg: { load: LoadSieItems; month: number }) => arg.load(arg.month),
  (arg) => `MonthClose/sieItemsRead ${arg.month}`,
);

/** A person and their month, as the exports need them. */
export interface ExportPerson {
  userId: string;
  fullname: string;
  personnummer: string;
  month: PersonMonth;
}

const hm = (minutes: number) => hoursMinutes(toDuration(Math.abs(minutes)));
const signed = (minutes: number) => `${minutes < 0 ? '−' : '+'}${hm(minutes)}`;

function payrollInput(people: readonly ExportPerson[], settings: ExportSettings): PayrollInput[] {
  return people.map((p) => ({
    person: { fullname: p.fullname, personnummer: p.personnummer, anstid: settings.anstid[p.userId] ?? '' },
    month: p.month,
  }));
}

/** What the payroll files do with moved time and corrections, one line per person. */
function movedAndCorrected(people: readonly ExportPerson[]): string[] {
  return people.flatMap((p) => [
    ...(p.month.moved.length > 0 ? [sv.monthClose.movedNote(p.fullname, p.month.moved.length, hm(p.month.movedMinutes), p.month.lastDay)] : []),
    ...(p.month.corrections.length > 0
      ? [sv.monthClose.correctionNote(p.fullname, signed(p.month.correctionMinutes), p.month.lastDay)]
      : []),
  ]);
}

interface PaxmlReview {
  missing: ExportPerson[];
  notes: string[];
}

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
      ...(personName ? { personName } : {}),
    });
    const extra = [
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
      save(buildTimeCsv(payrollInput(people, settings), { year, month, ...(personName ? { personName } : {}) }).file, movedAndCorrected(people));
    } else void prepareSie(settings);
  }

  function request(kind: FileKind) {
    const settings = readExportSettings();
    // The first export (or settings no longer valid) shows the settings first.
    if (!settingsSaved() || invalidSettingsFields(settings).length > 0) {
      setPending(kind);
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
      {sieReview ? (
        <div className={styles.settings} role="group" aria-label={sv.monthClose.sieReviewHeading}>
          <h3>{sv.monthClose.sieReviewHeading}</h3>
          {sieReview.otherRates.length > 0 ? (
            <>
              <p>{sv.monthClose.otherRatesIntro}</p>
              <ul>
                {sieReview.otherRates.map((s) => (
                  <li key={`${s.number} ${s.companyname}`}>{sv.monthClose.otherRateItem(`${s.number || '–'} ${s.companyname}`.trim(), s.rate)}</li>
                ))}
              </ul>
            </>
          ) : null}
          <SieNumberNotes result={sieReview.result} />
          <div className={styles.actions}>
            <Button onClick={() => saveSie(sieReview.result)}>
              {sieReview.otherRates.length + sieReview.result.unnumbered.length > 0 ? sv.monthClose.exportWithoutThem : sv.monthClose.exportVouchers}
            </Button>
            <Button variant="secondary" onClick={() => setSieReview(null)}>
              {sv.app.cancel}
            </Button>
          </div>
        </div>
      ) : null}
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

/** Before the PAXml: employment numbers to add, and what the file does with corrections and moved time. */
function PaxmlReviewForm({
  review,
  onExport,
  onCancel,
}: {
  review: PaxmlReview;
  onExport: (numbers: Record<string, string>) => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, boolean>>({});

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const filled = Object.fromEntries(Object.entries(numbers).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]));
    const bad = Object.fromEntries(Object.entries(filled).filter(([, v]) => !isValidAnstid(v)).map(([k]) => [k, true]));
    setErrors(bad);
    if (Object.keys(bad).length > 0) return;
    onExport(filled);
  }

  return (
    <form className={styles.settings} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>{sv.monthClose.paxmlReviewHeading}</h3>
      {review.missing.length > 0 ? (
        <>
          <p>{sv.monthClose.missingAnstidIntro}</p>
          <div className={styles.settingsGrid}>
            {review.missing.map((p) => (
              <Field
                key={p.userId}
                label={sv.monthClose.anstidFor(p.fullname)}
                name={`anstid-${p.userId}`}
                value={numbers[p.userId] ?? ''}
                error={errors[p.userId] ? sv.monthClose.anstidError : null}
                onChange={(e) => setNumbers({ ...numbers, [p.userId]: e.target.value })}
              />
            ))}
          </div>
          <p className={styles.note}>{sv.monthClose.missingAnstidLeftOut}</p>
        </>
      ) : null}
      {review.notes.length > 0 ? (
        <ul>
          {review.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit">{review.missing.length > 0 ? sv.month.settingsSaveAndExport : sv.monthClose.exportPaxml}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {sv.app.cancel}
        </Button>
      </div>
    </form>
  );
}
