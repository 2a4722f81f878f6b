/**
 * The month's time as CSV for Excel in Sweden: semicolons, decimal commas, dates YYYY-MM-DD,
 * UTF-8 with a byte-order mark, CR LF line ends. Written from each person's month
 * (person-month.ts): one row per entry, time moved in from another month on the month's last
 * day and one row for the month's correction (signed, its size only), each marked in
 * 'Anmärkning'; then a total row per person ('Summa' in the Datum column). With the wage
 * settings, a column per supplement after the others (DECISIONS.md 36; last, so that a reader of
 * the columns it had finds them where they were): each entry's unsocial
 * hours (person-time/wages entryUnsocial), a row per week with additional time or overtime on its
 * Sunday, and the month's sums (monthWages) in the total row; each column adds up to it.
 * See docs/decisions.md, "Exports", "Month close" and "Wages in the files and screens".
 */
import { pad2 } from '../../../lib/time';
import { encodeUtf8WithBom } from './encoding';
import { EXPORT_TYPES, exportFileName, type ExportFile } from './file-name';
import { fileCorrectionLine } from '../../../person-time/person-month';
import { noWageMinutes, type MonthWages, type WageMinutes } from '../../../person-time/wages/month-wages';
import { WAGE_KINDS, type WageKind, type WageSettings } from '../../../person-time/wages/settings';
import { entryBreak, entryUnsocial } from '../../../person-time/wages/unsocial';
import { correctionRemark, entryMinutes, formatHundredths, splitHundredths, type PayrollEntry, type PayrollInput } from './payroll';

export const CSV_COLUMNS = ['Namn', 'Personnummer', 'Datum', 'Start', 'Slut', 'Rast', 'Timmar', 'Arbetsplats', 'Anmärkning'] as const;
export const CSV_TOTAL_LABEL = 'Summa';
const SEPARATOR = ';';
const EOL = '\r\n';

/**
 * One field: quoted when it holds a semicolon, a quote or a line break (quotes doubled).
 * Text typed by people that starts with = + - @ gets a leading apostrophe, so Excel shows it
 * as text instead of running it as a formula.
 */
export function csvField(value: string, { text = false }: { text?: boolean } = {}): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The supplements' columns (last), named in Swedish with the settings' code: the file is the same on every computer. */
export const CSV_WAGE_NAMES: Readonly<Record<WageKind, string>> = {
  evening: 'Kväll',
  night: 'Natt',
  weekend: 'Helg',
  greatHoliday: 'Storhelg',
  additional: 'Mertid',
  overtime: 'Övertid',
};

/** The break as 'H:MM' (0:30), from the entry's lunch (or rast), as the wage rules read it; '' when there is none. */
function breakText(entry: PayrollEntry): string {
  const { hours, minutes } = entryBreak(entry);
  const total = hours * 60 + minutes;
  return total > 0 ? `${Math.floor(total / 60)}:${pad2(total % 60)}` : '';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export interface CsvOptions {
  year: number;
  /** 1–12 */
  month: number;
  /** A person's own file: their name goes into the file name. */
  personName?: string;
  /** The wage settings: with them, a column per supplement (each person's PayrollInput.wages). */
  wages?: WageSettings;
  /**
   * A workplace's file (issue 24): its address goes into the file name, and a last row sums
   * everyone's total rows ('Summa' in the Datum column, the address in the Namn column).
   */
  workplace?: string;
}

export interface CsvResult {
  file: ExportFile;
  /** The CSV text without the byte-order mark. */
  text: string;
}

interface Row {
  entry: PayrollEntry | null;
  date: string;
  /** Worked minutes; null for a week's row of additional time and overtime (no hours of its own). */
  minutes: number | null;
  note: string;
  wages: WageMinutes;
}

/** The weeks with additional time or overtime, as rows on their Sundays. */
function weekRows(wages: MonthWages): Row[] {
  return wages.weeks
    .filter((w) => w.additional + w.overtime > 0)
    .map((w) => ({ entry: null, date: w.sunday, minutes: null, note: `Vecka ${w.monday}–${w.sunday}`, wages: { ...noWageMinutes(), additional: w.additional, overtime: w.overtime } }));
}

/** A person's rows: entries, weeks after the entries up to their Sunday, moved time, the correction. */
function personRows({ month, wages }: PayrollInput, settings: WageSettings | undefined): Row[] {
  const ob = (entry: PayrollEntry): WageMinutes => ({ ...noWageMinutes(), ...(settings && wages ? entryUnsocial(entry, settings) : {}) });
  const correction = fileCorrectionLine(month);
  const rows: Row[] = month.entries.map((entry) => ({ entry, date: text(entry.date).slice(0, 10), minutes: entryMinutes(entry), note: '', wages: ob(entry) }));
  for (const week of settings && wages ? weekRows(wages) : []) {
    const after = rows.findIndex((r) => r.date > week.date);
    rows.splice(after < 0 ? rows.length : after, 0, week);
  }
  return [
    ...rows,
    ...month.moved.map((m) => ({ entry: m.entry, date: month.lastDay, minutes: m.minutes, note: `Flyttad tid, daterad ${m.date || '?'}`, wages: ob(m.entry) })),
    // One row of the whole correction, its size only: nothing kept on one device (DECISIONS.md 31).
    ...(correction ? [{ entry: null, date: correction.date, minutes: correction.minutes, note: correctionRemark(correction.minutes), wages: noWageMinutes() }] : []),
  ];
}

/** A column's cells in hundredths that add up to its rounded sum (the same rounding as 'Timmar'). */
function column(rows: readonly Row[], minutes: (row: Row) => number): { cells: number[]; sum: number } {
  const cells = splitHundredths(rows.map(minutes));
  return { cells, sum: cells.reduce((total, h) => total + h, 0) };
}

/**
 * Rows per entry in date and start order, moved time and corrections after them, hours with a
 * decimal comma that add up to the person's total row (the same rounding as PAXml). People with
 * nothing in the month get no rows.
 */
export function buildTimeCsv(people: readonly PayrollInput[], options: CsvOptions): CsvResult {
  const settings = options.wages;
  const kinds = settings ? WAGE_KINDS : [];
  const header = [...CSV_COLUMNS, ...kinds.map((k) => `${CSV_WAGE_NAMES[k]} (${settings?.codes[k] ?? ''})`)];
  const rows: string[] = [header.map((h) => csvField(h)).join(SEPARATOR)];
  const blankWages = kinds.map(() => '');
  let everyone = 0;
  for (const input of people) {
    const { person } = input;
    const pieces = personRows(input, settings);
    if (pieces.length === 0) continue;
    const hours = column(pieces, (p) => p.minutes ?? 0);
    const wageColumns = kinds.map((kind) => column(pieces, (p) => p.wages[kind]));
    const name = csvField(person.fullname, { text: true });
    const pnr = csvField(person.personnummer, { text: true });
    pieces.forEach((piece, index) => {
      const entry = piece.entry;
      rows.push(
        [
          name,
          pnr,
          csvField(piece.date),
          csvField(text(entry?.start)),
          csvField(text(entry?.end)),
          entry ? breakText(entry) : '',
          piece.minutes === null ? '' : formatHundredths(hours.cells[index] ?? 0, ','),
          csvField(text(entry?.des), { text: true }),
          csvField(piece.note),
          ...kinds.map((kind, k) => (piece.wages[kind] > 0 ? formatHundredths(wageColumns[k]?.cells[index] ?? 0, ',') : '')),
        ].join(SEPARATOR),
      );
    });
    everyone += hours.sum;
    const sums = wageColumns.map((c) => formatHundredths(c.sum, ','));
    rows.push([name, pnr, CSV_TOTAL_LABEL, '', '', '', formatHundredths(hours.sum, ','), '', '', ...sums].join(SEPARATOR));
  }
  if (options.workplace !== undefined) {
    rows.push([csvField(options.workplace, { text: true }), '', CSV_TOTAL_LABEL, '', '', '', formatHundredths(everyone, ','), '', '', ...blankWages].join(SEPARATOR));
  }
  const csv = rows.join(EOL) + EOL;
  return {
    file: {
      name: exportFileName('csv', options.year, options.month, options.workplace ?? options.personName),
      type: EXPORT_TYPES.csv,
      bytes: encodeUtf8WithBom(csv),
    },
    text: csv,
  };
}
