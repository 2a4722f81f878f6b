/**
 * Export settings, kept in this browser (localStorage, key storageKeys.exportSettings) and
 * carried to another computer in the settings file (settings-file.ts): the company's name and
 * organisation number, the PAXml time code, each person's employment number, the SIE accounts,
 * the voucher series, the financial year's first month, and the wage rules' settings (windows,
 * codes, each person's weekly hours: person-time/wages/settings.ts). Voucher numbers are not kept here:
 * they come from each item alone (sie-numbers.ts), never from a counter in a browser.
 * Read defensively: a missing or unreadable field falls back to its default, except a stored
 * financial-year start that cannot be read: it is kept as 0 and refused before an export
 * (invalidSettingsFields), since the calendar year in its place would date a whole file wrong.
 */
import { readJson, storageKeys, writeJson } from '../../../lib/storage';
import { luhn } from '../../../lib/details-validation';
import { readWageSettings, WAGE_PRESET, type WageSettings } from '../../../person-time/wages/settings';
import { DEFAULT_TIME_CODE, isPaxmlTimeCode, isValidAnstid } from './paxml-codes';
import { externalStore } from '../../../lib/external-store';

export interface SieAccounts {
  /** Supplier bill: cost, debit net (BAS 4010). */
  billCost: string;
  /** Supplier bill: input VAT, debit (2641). */
  billVat: string;
  /** Supplier bill: supplier debts, credit gross (2440). */
  billPayable: string;
  /** Customer invoice: sales, credit net (3010). */
  invoiceSales: string;
  /** Customer invoice: output VAT 25 %, credit (2611). */
  invoiceVat: string;
  /** Customer invoice: output VAT 12 %, credit (2621). */
  invoiceVat12: string;
  /** Customer invoice: output VAT 6 %, credit (2631). */
  invoiceVat6: string;
  /** Customer invoice: customer claims, debit gross (1510). */
  invoiceReceivable: string;
  /** Bank account credited instead of billPayable for a bill marked paid, when paidBillsToBank (1930). */
  bank: string;
  paidBillsToBank: boolean;
}

/** The voucher series (SIE `#VER`) of supplier bills and of customer invoices. */
export interface SieNumbering {
  billSeries: string;
  invoiceSeries: string;
}

export interface ExportSettings {
  companyName: string;
  /** 'NNNNNN-NNNN' or '' */
  orgnr: string;
  /** PAXml `<tidkod>` of worked hours: one of PAXML_TIME_CODES. */
  timeCode: string;
  /** Employment number in the payroll program (PAXml `anstid`) per user id. */
  anstid: Record<string, string>;
  accounts: SieAccounts;
  numbering: SieNumbering;
  /**
   * The financial year's first month, 1–12 (1: the calendar year), for SIE `#RAR`; 0 when a
   * stored value cannot be read (e.g. 13): refused before an export until one is chosen.
   */
  fiscalYearStart: number;
  /**
   * Places that name no workplace's address, assigned by the admin to a workplace (issue 24,
   * DECISIONS.md 31 and 32): the place's site key (lib/place-match.ts) → the workplace's id.
   * For every month.
   */
  places: Record<string, string>;
  /** The supplements' windows and codes, each person's weekly hours by id, and whether an admin confirmed them (DECISIONS.md 36). */
  wages: WageSettings;
}

export const defaultSieAccounts: Readonly<SieAccounts> = {
  billCost: '4010',
  billVat: '2641',
  billPayable: '2440',
  invoiceSales: '3010',
  invoiceVat: '2611',
  invoiceVat12: '2621',
  invoiceVat6: '2631',
  invoiceReceivable: '1510',
  bank: '1930',
  paidBillsToBank: false,
};

export const defaultSieNumbering: Readonly<SieNumbering> = { billSeries: 'A', invoiceSeries: 'B' };

export const defaultExportSettings: Readonly<ExportSettings> = {
  companyName: '',
  orgnr: '',
  timeCode: DEFAULT_TIME_CODE,
  anstid: {},
  accounts: defaultSieAccounts,
  numbering: defaultSieNumbering,
  fiscalYearStart: 1,
  places: {},
  wages: WAGE_PRESET,
};

/**
 * Organisation number as 'NNNNNN-NNNN' when it has ten digits (dash optional, spaces ignored)
 * and a correct Luhn check digit; otherwise null. A sole trader's number is a personnummer,
 * so the third digit is not checked.
 */
export function normalizeOrgnr(value: string): string | null {
  const match = /^(\d{6})-?(\d{4})$/.exec(value.replace(/\s/g, ''));
  if (!match) return null;
  const [, first = '', last = ''] = match;
  return luhn(first + last) ? `${first}-${last}` : null;
}

export function isValidOrgnr(value: string): boolean {
  return normalizeOrgnr(value) !== null;
}

/** A BAS account: four digits, classes 1–8. */
export function isValidAccount(value: string): boolean {
  return /^[1-8]\d{3}$/.test(value.trim());
}

/** A PAXml time code: one of the schema's codes for worked hours (PAXML_TIME_CODES). */
export function isValidTimeCode(value: string): boolean {
  return isPaxmlTimeCode(value);
}

/** A voucher series: 1–4 capital letters or digits. */
export function isValidSeries(value: string): boolean {
  return /^[A-Z0-9]{1,4}$/.test(value.trim());
}

export type AccountField = Exclude<keyof SieAccounts, 'paidBillsToBank'>;
export const accountFields: readonly AccountField[] = [
  'billCost',
  'billVat',
  'billPayable',
  'invoiceSales',
  'invoiceVat',
  'invoiceVat12',
  'invoiceVat6',
  'invoiceReceivable',
  'bank',
];

/** A financial year's first month: a whole number 1–12. */
export function isFiscalYearStart(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 12;
}

export type SettingsField = 'companyName' | 'orgnr' | 'timeCode' | AccountField | 'billSeries' | 'invoiceSeries' | 'fiscalYearStart';

/** The fields a settings form should mark: company name required, org. number empty or valid. */
export function invalidSettingsFields(settings: ExportSettings): SettingsField[] {
  const fields: SettingsField[] = [];
  if (!settings.companyName.trim()) fields.push('companyName');
  if (settings.orgnr.trim() && !isValidOrgnr(settings.orgnr)) fields.push('orgnr');
  if (!isValidTimeCode(settings.timeCode)) fields.push('timeCode');
  for (const field of accountFields) if (!isValidAccount(settings.accounts[field])) fields.push(field);
  const n = settings.numbering;
  if (!isValidSeries(n.billSeries)) fields.push('billSeries');
  if (!isValidSeries(n.invoiceSeries) || n.invoiceSeries.trim() === n.billSeries.trim()) fields.push('invoiceSeries');
  if (!isFiscalYearStart(settings.fiscalYearStart)) fields.push('fiscalYearStart');
  return fields;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown, fallback: string, valid: (v: string) => boolean = () => true): string {
  return typeof value === 'string' && valid(value) ? value.trim() : fallback;
}

/** Settings read from anything (storage, a settings file), each field its default when missing or not valid. */
export function settingsFrom(value: unknown): ExportSettings {
  const stored = record(value);
  const accounts = record(stored.accounts);
  const readAccounts = { ...defaultSieAccounts };
  for (const field of accountFields) readAccounts[field] = text(accounts[field], defaultSieAccounts[field], isValidAccount);
  readAccounts.paidBillsToBank = accounts.paidBillsToBank === true;
  const numbering = record(stored.numbering);
  const anstid: Record<string, string> = {};
  for (const [userId, number] of Object.entries(record(stored.anstid))) {
    if (typeof number === 'string' && isValidAnstid(number)) anstid[userId] = number.trim();
  }
  const places: Record<string, string> = {};
  for (const [key, postId] of Object.entries(record(stored.places))) {
    if (key.trim() && typeof postId === 'string' && postId.trim()) places[key] = postId.trim();
  }
  // Never set: the calendar year. Set but unreadable (13, 0, 'x', null): 0, refused before an export.
  const start = stored.fiscalYearStart === undefined ? defaultExportSettings.fiscalYearStart : stored.fiscalYearStart;
  return {
    companyName: text(stored.companyName, ''),
    orgnr: typeof stored.orgnr === 'string' ? (normalizeOrgnr(stored.orgnr) ?? '') : '',
    timeCode: text(stored.timeCode, defaultExportSettings.timeCode, isValidTimeCode),
    anstid,
    accounts: readAccounts,
    numbering: {
      billSeries: text(numbering.billSeries, defaultSieNumbering.billSeries, isValidSeries),
      invoiceSeries: text(numbering.invoiceSeries, defaultSieNumbering.invoiceSeries, isValidSeries),
    },
    fiscalYearStart: isFiscalYearStart(start) ? start : 0,
    places,
    // Part by part: what a rule refuses is kept and named before an export (exports/wage-settings.ts).
    wages: readWageSettings(stored.wages),
  };
}

/** The stored settings, each field its default when missing or not valid. */
export function readExportSettings(): ExportSettings {
  return settingsFrom(readJson<unknown>(storageKeys.exportSettings, null));
}

/**
 * Whether this computer holds the company's settings: made here (the form needs the company's
 * name) or read in from a settings file. Employment numbers alone do not count.
 */
export function companySettingsKnown(settings: ExportSettings = readExportSettings()): boolean {
  return settings.companyName.trim() !== '';
}

// Screens that show the settings (the member's employment number, the overview's notice) hear
// every change made here, and in another tab through the browser's 'storage' event.
const settingsStore = externalStore((changed) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.exportSettings || event.key === null) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});
let snapshot: { raw: string | null; settings: ExportSettings } | null = null;

export const subscribeExportSettings = settingsStore.subscribe;

function storedText(): string | null {
  try {
    return localStorage.getItem(storageKeys.exportSettings);
  } catch {
    return null;
  }
}

/** The stored settings, the same object while what is stored is the same (for useSyncExternalStore). */
export function exportSettingsSnapshot(): ExportSettings {
  const raw = storedText();
  if (snapshot?.raw !== raw) snapshot = { raw, settings: readExportSettings() };
  return snapshot.settings;
}

/** Saves the settings (org. number as 'NNNNNN-NNNN'); false when the device refuses. */
export function writeExportSettings(settings: ExportSettings): boolean {
  const written = writeJson(storageKeys.exportSettings, {
    ...settings,
    companyName: settings.companyName.trim(),
    orgnr: normalizeOrgnr(settings.orgnr) ?? settings.orgnr.trim(),
    timeCode: settings.timeCode.trim(),
    anstid: { ...settings.anstid },
    places: { ...settings.places },
    accounts: { ...settings.accounts },
    numbering: {
      billSeries: settings.numbering.billSeries.trim(),
      invoiceSeries: settings.numbering.invoiceSeries.trim(),
    },
  });
  settingsStore.changed();
  return written;
}

/** Sets (or, when empty, removes) one person's employment number; false when the device refuses. */
export function writeEmploymentNumber(userId: string, number: string): boolean {
  const settings = readExportSettings();
  const others = Object.entries(settings.anstid).filter(([id]) => id !== userId);
  const anstid = Object.fromEntries(number.trim() ? [...others, [userId, number.trim()]] : others);
  return writeExportSettings({ ...settings, anstid });
}

/** Assigns a place (by its site key) to a workplace, for every month; false when the device refuses. */
export function writePlaceAssignment(key: string, postId: string): boolean {
  const settings = readExportSettings();
  return writeExportSettings({ ...settings, places: { ...settings.places, [key]: postId } });
}
