/**
 * The month's time as CSV for Excel in Sweden: semicolons, decimal commas, dates YYYY-MM-DD,
 * UTF-8 with a byte-order mark, CR LF line ends. Written from each person's month
 * (person-month.ts): one row per entry, time moved in from another month on the month's last
 * day and one row for the month's correction (signed, its size only), each marked in
 * 'Anmärkning'; then a total row per person ('Summa' in the Datum column). See docs/decisions.md, "Exports" and "Month close".
 */
import { pad2 } from '../../../lib/time';
import { encodeUtf8WithBom } from './encoding';
import { EXPORT_TYPES, exportFileName, type ExportFile } from './file-name';
import { fileCorrectionLine } from '../../../person-time/person-month';
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

/** The break as 'H:MM' (0:30), from the entry's lunch (or rast); '' when there is none. */
function breakText(entry: PayrollEntry): string {
  const source = entry.lunch ?? entry.rast;
  const hours = Number(source?.hours ?? 0);
  const minutes = Number(source?.minutes ?? 0);
  const total = (Number.isFinite(hours) ? Math.max(0, Math.round(hours)) : 0) * 60 + (Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0);
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
  minutes: number;
  note: string;
}

/**
 * Rows per entry in date and start order, moved time and corrections after them, hours with a
 * decimal comma that add up to the person's total row (the same rounding as PAXml). People with
 * nothing in the month get no rows.
 */
export function buildTimeCsv(people: readonly PayrollInput[], options: CsvOptions): CsvResult {
  const rows: string[] = [CSV_COLUMNS.join(SEPARATOR)];
  let everyone = 0;
  for (const { person, month } of people) {
    const correction = fileCorrectionLine(month);
    const pieces: Row[] = [
      ...month.entries.map((entry) => ({ entry, date: text(entry.date).slice(0, 10), minutes: entryMinutes(entry), note: '' })),
      ...month.moved.map((m) => ({ entry: m.entry, date: month.lastDay, minutes: m.minutes, note: `Flyttad tid, daterad ${m.date || '?'}` })),
      // One row of the whole correction, its size only: nothing kept on one device (DECISIONS.md 31).
      ...(correction ? [{ entry: null, date: correction.date, minutes: correction.minutes, note: correctionRemark(correction.minutes) }] : []),
    ];
    if (pieces.length === 0) continue;
    const hundredths = splitHundredths(pieces.map((p) => p.minutes));
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
          formatHundredths(hundredths[index] ?? 0, ','),
          csvField(text(entry?.des), { text: true }),
          csvField(piece.note),
        ].join(SEPARATOR),
      );
    });
    const total = hundredths.reduce((sum, h) => sum + h, 0);
    everyone += total;
    rows.push([name, pnr, CSV_TOTAL_LABEL, '', '', '', formatHundredths(total, ','), '', ''].join(SEPARATOR));
  }
  if (options.workplace !== undefined) {
    rows.push([csvField(options.workplace, { text: true }), '', CSV_TOTAL_LABEL, '', '', '', formatHundredths(everyone, ','), '', ''].join(SEPARATOR));
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
