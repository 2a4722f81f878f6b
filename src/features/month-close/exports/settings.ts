/**
 * Export settings, kept on this device (localStorage, key storageKeys.exportSettings): the
 * company's name and organisation number, the PAXml time code and the SIE accounts.
 * Read defensively: a missing or unreadable field falls back to its default.
 */
import { readJson, storageKeys, writeJson } from '../../../lib/storage';
import { luhn } from '../../../lib/validation';

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
  /** Customer invoice: customer claims, debit gross (1510). */
  invoiceReceivable: string;
  /** Bank account credited instead of billPayable for a bill marked paid, when paidBillsToBank (1930). */
  bank: string;
  paidBillsToBank: boolean;
}

export interface ExportSettings {
  companyName: string;
  /** 'NNNNNN-NNNN' or '' */
  orgnr: string;
  /** PAXml `<tidkod>` of worked hours. */
  timeCode: string;
  accounts: SieAccounts;
}

export const defaultSieAccounts: Readonly<SieAccounts> = {
  billCost: '4010',
  billVat: '2641',
  billPayable: '2440',
  invoiceSales: '3010',
  invoiceVat: '2611',
  invoiceReceivable: '1510',
  bank: '1930',
  paidBillsToBank: false,
};

export const defaultExportSettings: Readonly<ExportSettings> = {
  companyName: '',
  orgnr: '',
  timeCode: 'ARB',
  accounts: defaultSieAccounts,
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

/** A PAXml time code: 1–10 letters, digits or '_'. */
export function isValidTimeCode(value: string): boolean {
  return /^[\p{L}\d_]{1,10}$/u.test(value.trim());
}

export type AccountField = Exclude<keyof SieAccounts, 'paidBillsToBank'>;
export const accountFields: readonly AccountField[] = [
  'billCost',
  'billVat',
  'billPayable',
  'invoiceSales',
  'invoiceVat',
  'invoiceReceivable',
  'bank',
];

export type SettingsField = 'companyName' | 'orgnr' | 'timeCode' | AccountField;

/** The fields a settings form should mark: company name required, org. number empty or valid. */
export function invalidSettingsFields(settings: ExportSettings): SettingsField[] {
  const fields: SettingsField[] = [];
  if (!settings.companyName.trim()) fields.push('companyName');
  if (settings.orgnr.trim() && !isValidOrgnr(settings.orgnr)) fields.push('orgnr');
  if (!isValidTimeCode(settings.timeCode)) fields.push('timeCode');
  for (const field of accountFields) if (!isValidAccount(settings.accounts[field])) fields.push(field);
  return fields;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown, fallback: string, valid: (v: string) => boolean = () => true): string {
  return typeof value === 'string' && valid(value) ? value.trim() : fallback;
}

/** The stored settings, each field its default when missing or not valid. */
export function readExportSettings(): ExportSettings {
  const stored = record(readJson<unknown>(storageKeys.exportSettings, null));
  const accounts = record(stored.accounts);
  const readAccounts = { ...defaultSieAccounts };
  for (const field of accountFields) readAccounts[field] = text(accounts[field], defaultSieAccounts[field], isValidAccount);
  readAccounts.paidBillsToBank = accounts.paidBillsToBank === true;
  return {
    companyName: text(stored.companyName, ''),
    orgnr: typeof stored.orgnr === 'string' ? (normalizeOrgnr(stored.orgnr) ?? '') : '',
    timeCode: text(stored.timeCode, defaultExportSettings.timeCode, isValidTimeCode),
    accounts: readAccounts,
  };
}

/** Saves the settings (org. number as 'NNNNNN-NNNN'); false when the device refuses. */
export function writeExportSettings(settings: ExportSettings): boolean {
  return writeJson(storageKeys.exportSettings, {
    ...settings,
    companyName: settings.companyName.trim(),
    orgnr: normalizeOrgnr(settings.orgnr) ?? settings.orgnr.trim(),
    timeCode: settings.timeCode.trim(),
    accounts: { ...settings.accounts },
  });
}
