/**
 * The month's time as CSV for Excel in Sweden: semicolons, decimal commas, dates YYYY-MM-DD,
 * UTF-8 with a byte-order mark, CR LF line ends. One row per entry, then a total row per
 * person ('Summa' in the Datum column). See docs/decisions.md, "Exports".
 */
import { pad2 } from '../../../lib/time';
import { encodeUtf8WithBom } from './encoding';
import { EXPORT_TYPES, exportFileName, type ExportFile } from './file-name';
import { entryMinutes, formatHundredths, splitHundredths, type PayrollEntry, type PayrollInput } from './payroll';

export const CSV_COLUMNS = ['Namn', 'Personnummer', 'Datum', 'Start', 'Slut', 'Rast', 'Timmar', 'Arbetsplats'] as const;
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

function compareEntries(a: PayrollEntry, b: PayrollEntry): number {
  return text(a.date).localeCompare(text(b.date)) || text(a.start).localeCompare(text(b.start));
}

export interface CsvOptions {
  year: number;
  /** 1–12 */
  month: number;
}

export interface CsvResult {
  file: ExportFile;
  /** The CSV text without the byte-order mark. */
  text: string;
}

/**
 * Rows per entry in date and start order, hours with a decimal comma that add up to the
 * person's total row (the same rounding as PAXml, over the entries). People without entries
 * get no rows.
 */
export function buildTimeCsv(people: readonly PayrollInput[], options: CsvOptions): CsvResult {
  const rows: string[] = [CSV_COLUMNS.join(SEPARATOR)];
  for (const { person, entries } of people) {
    if (entries.length === 0) continue;
    const sorted = [...entries].sort(compareEntries);
    const hundredths = splitHundredths(sorted.map(entryMinutes));
    const name = csvField(person.fullname, { text: true });
    const pnr = csvField(person.personnummer, { text: true });
    sorted.forEach((entry, index) => {
      rows.push(
        [
          name,
          pnr,
          csvField(text(entry.date)),
          csvField(text(entry.start)),
          csvField(text(entry.end)),
          breakText(entry),
          formatHundredths(hundredths[index] ?? 0, ','),
          csvField(text(entry.des), { text: true }),
        ].join(SEPARATOR),
      );
    });
    const total = hundredths.reduce((sum, h) => sum + h, 0);
    rows.push([name, pnr, CSV_TOTAL_LABEL, '', '', '', formatHundredths(total, ','), ''].join(SEPARATOR));
  }
  const csv = rows.join(EOL) + EOL;
  return {
    file: { name: exportFileName('csv', options.year, options.month), type: EXPORT_TYPES.csv, bytes: encodeUtf8WithBom(csv) },
    text: csv,
  };
}
