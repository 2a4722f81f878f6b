/**
 * SIE 4 (type 4, vouchers) of one month's supplier bills and customer invoices, for the
 * accountant. One `#VER` per item: series A for bills and B for invoices, each numbered from 1
 * in date order. Amounts come from whole öre, so every voucher balances to the öre. Encoded in
 * PC8 (IBM code page 437) with CR LF line ends. See /work/shared/FORMATS.md and
 * docs/decisions.md, "Exports".
 */
import { pad2 } from '../../../lib/time';
import type { BillItem, BillKind } from '../../../types/api';
import { toOre } from '../../../lib/money';
import { encodeCp437 } from './encoding';
import { EXPORT_TYPES, exportFileName, monthKey, type ExportFile } from './file-name';
import { defaultSieAccounts, normalizeOrgnr, type SieAccounts } from './settings';

export type SieItem = Pick<BillItem, 'number' | 'date' | 'companyname' | 'price' | 'tex' | 'payment'>;

export interface SieInput {
  bills: readonly SieItem[];
  invoices: readonly SieItem[];
  year: number;
  /** 1–12 */
  month: number;
}

export interface SieOptions {
  companyName: string;
  /** 'NNNNNN-NNNN'; `#ORGNR` is left out when empty or not valid. */
  orgnr: string;
  accounts?: SieAccounts;
  /** `#GEN`; now when not given. */
  generatedAt?: Date;
  programVersion?: string;
}

export interface SieTrans {
  account: string;
  /** Whole öre; debit positive, credit negative. */
  ore: number;
}

export interface SieVoucher {
  series: 'A' | 'B';
  number: number;
  /** 'YYYYMMDD' */
  date: string;
  text: string;
  kind: BillKind;
  lines: SieTrans[];
}

export interface SieSkipped {
  kind: BillKind;
  number: string;
  companyname: string;
}

export interface SieResult {
  file: ExportFile;
  /** The file's text (before encoding), CR LF line ends. */
  text: string;
  vouchers: SieVoucher[];
  /** Items with neither price nor VAT: nothing to book. */
  skipped: SieSkipped[];
}

export const SIE_PROGRAM = 'Städtid';
export const SIE_PROGRAM_VERSION = '1.0';
export const SIE_SERIES: Record<BillKind, 'A' | 'B'> = { bill: 'A', invoice: 'B' };
const EOL = '\r\n';

/** Names written in `#KONTO` for the default BAS accounts; other accounts get 'Konto nnnn'. */
export const BAS_ACCOUNT_NAMES: Readonly<Record<string, string>> = {
  '1510': 'Kundfordringar',
  '1930': 'Företagskonto',
  '2440': 'Leverantörsskulder',
  '2611': 'Utgående moms på försäljning inom Sverige, 25 %',
  '2641': 'Debiterad ingående moms',
  '3010': 'Försäljning',
  '4010': 'Inköp material och varor',
};

/** '-550.00' from -55000 öre: a decimal point, two decimals, credit with a minus. */
export function formatOre(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(Math.round(ore));
  return `${sign}${Math.floor(abs / 100)}.${pad2(abs % 100)}`;
}

/**
 * A text field: always quoted; a quote inside is written `\"`. Line breaks, tabs and other
 * control characters become spaces (a record is one line); a backslash becomes '/', since
 * SIE defines no escape for it.
 */
export function sieText(value: string): string {
  const clean = value
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\\/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
  return `"${clean.replace(/"/g, '\\"')}"`;
}

function compactDate(isoDate: string): string {
  return isoDate.replace(/-/g, '');
}

function validIsoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? match[0] : null;
}

function itemTitle(kind: BillKind, item: SieItem, originalDate: string | null): string {
  const words = [kind === 'bill' ? 'Kvitto' : 'Faktura', String(item.number ?? '').trim(), String(item.companyname ?? '').trim()];
  const title = words.filter(Boolean).join(' ');
  return originalDate ? `${title} (daterad ${originalDate})` : title;
}

function itemLines(kind: BillKind, item: SieItem, accounts: SieAccounts): SieTrans[] {
  const gross = toOre(item.price);
  const vat = toOre(item.tex);
  const net = gross - vat;
  const lines: SieTrans[] =
    kind === 'bill'
      ? [
          { account: accounts.billCost, ore: net },
          { account: accounts.billVat, ore: vat },
          { account: item.payment === true && accounts.paidBillsToBank ? accounts.bank : accounts.billPayable, ore: -gross },
        ]
      : [
          { account: accounts.invoiceReceivable, ore: gross },
          { account: accounts.invoiceSales, ore: -net },
          { account: accounts.invoiceVat, ore: -vat },
        ];
  return lines.filter((line) => line.ore !== 0);
}

/**
 * The month's vouchers. Bills: debit cost (net) and input VAT, credit supplier debts (gross),
 * or the bank for a paid bill when paidBillsToBank is on. Invoices: debit customer claims
 * (gross), credit sales (net) and output VAT. Net is price − tex in whole öre; zero lines are
 * left out. A voucher is dated by its item; a date that is not a real date in the export's
 * year becomes the month's first day (the text keeps the original date).
 */
export function sieVouchers(
  input: SieInput,
  accounts: SieAccounts = defaultSieAccounts,
): { vouchers: SieVoucher[]; skipped: SieSkipped[] } {
  const vouchers: SieVoucher[] = [];
  const skipped: SieSkipped[] = [];
  const firstDay = `${monthKey(input.year, input.month)}-01`;
  const groups: [BillKind, readonly SieItem[]][] = [
    ['bill', input.bills],
    ['invoice', input.invoices],
  ];
  for (const [kind, items] of groups) {
    const dated = items.map((item, index) => {
      const iso = validIsoDate(item.date);
      const inYear = iso !== null && iso.startsWith(`${input.year}-`);
      return { item, index, date: inYear ? iso : firstDay, originalDate: inYear ? null : iso };
    });
    dated.sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        String(a.item.number ?? '').localeCompare(String(b.item.number ?? ''), 'sv', { numeric: true }) ||
        a.index - b.index,
    );
    let number = 0;
    for (const { item, date, originalDate } of dated) {
      const lines = itemLines(kind, item, accounts);
      if (lines.length === 0) {
        skipped.push({ kind, number: String(item.number ?? ''), companyname: String(item.companyname ?? '') });
        continue;
      }
      number += 1;
      vouchers.push({ series: SIE_SERIES[kind], number, date: compactDate(date), text: itemTitle(kind, item, originalDate), kind, lines });
    }
  }
  return { vouchers, skipped };
}

function accountName(account: string, accounts: SieAccounts): string {
  return BAS_ACCOUNT_NAMES[account] ?? (account === accounts.bank ? 'Bank' : `Konto ${account}`);
}

/** The SIE 4 file of a month's bills (series A) and invoices (series B). */
export function buildSie(input: SieInput, options: SieOptions): SieResult {
  const accounts = options.accounts ?? defaultSieAccounts;
  const { vouchers, skipped } = sieVouchers(input, accounts);
  const generated = options.generatedAt ?? new Date();
  const gen = `${generated.getFullYear()}${pad2(generated.getMonth() + 1)}${pad2(generated.getDate())}`;
  const orgnr = normalizeOrgnr(options.orgnr);
  const used = [...new Set(vouchers.flatMap((v) => v.lines.map((line) => line.account)))].sort();
  const records = [
    '#FLAGGA 0',
    `#PROGRAM ${sieText(SIE_PROGRAM)} ${sieText(options.programVersion ?? SIE_PROGRAM_VERSION)}`,
    '#FORMAT PC8',
    `#GEN ${gen}`,
    '#SIETYP 4',
    `#FNAMN ${sieText(options.companyName)}`,
    ...(orgnr ? [`#ORGNR ${orgnr}`] : []),
    `#RAR 0 ${input.year}0101 ${input.year}1231`,
    ...used.map((account) => `#KONTO ${account} ${sieText(accountName(account, accounts))}`),
  ];
  for (const voucher of vouchers) {
    records.push(`#VER ${voucher.series} ${voucher.number} ${voucher.date} ${sieText(voucher.text)}`, '{');
    for (const line of voucher.lines) records.push(`   #TRANS ${line.account} {} ${formatOre(line.ore)}`);
    records.push('}');
  }
  const text = records.join(EOL) + EOL;
  return {
    file: { name: exportFileName('sie', input.year, input.month), type: EXPORT_TYPES.sie, bytes: encodeCp437(text) },
    text,
    vouchers,
    skipped,
  };
}
