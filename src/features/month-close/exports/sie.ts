/**
 * SIE 4I (vouchers for import, extension .si) of one month's supplier bills and customer
 * invoices, for the accountant. One `#VER` per item: a series for bills and one for invoices
 * (settings, A and B by default). A voucher's number comes from its item alone (sie-numbers.ts):
 * a late, removed or moved item renumbers no other, and the same month gives the same file on
 * every computer and every export apart from `#GEN` (DECISIONS.md 31). `#RAR 0` is the financial
 * year the month is in (its first month a setting). Output VAT goes on the account for its rate
 * (25, 12 or 6 %); an invoice with another rate is not booked but named (`otherRates`) before the
 * file is saved. Amounts come from whole öre, so every voucher balances to the öre. Encoded in
 * PC8 (IBM code page 437) with CR LF line ends. See /work/shared/FORMATS.md and docs/decisions.md,
 * "Exports" and "Month close".
 */
import { pad2 } from '../../../lib/time';
import type { BillItem, BillKind } from '../../../types/api';
import { toOre } from '../../../lib/money';
import { encodeCp437 } from './encoding';
import { EXPORT_TYPES, exportFileName, monthKey, type ExportFile } from './file-name';
import { isFiscalYearStart, defaultSieAccounts, defaultSieNumbering, normalizeOrgnr, type SieAccounts, type SieNumbering } from './settings';
import { BAS_ACCOUNT_NAMES, compare, formatOre, key, naturalCompare, sieText } from './sie-text';
import { numberVouchers, type SieRenumbered, type SieUnnumbered } from './sie-numbers';

/** `_id`, the provider's id, gives the voucher its number (sie-numbers.ts). */
export type SieItem = Pick<BillItem, '_id' | 'number' | 'date' | 'companyname' | 'price' | 'tex' | 'payment'>;

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
  /** The voucher series of bills and invoices; A and B when not given. */
  numbering?: SieNumbering;
  /** The financial year's first month, 1–12; 1 (the calendar year) when not given; any other value is refused (RangeError). */
  fiscalYearStart?: number;
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
  series: string;
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

/** An invoice whose VAT is none of 25, 12 and 6 % of its net: not booked, named before the export. */
export interface SieOtherRate extends SieSkipped {
  /** The VAT as a percentage of the net, one decimal. */
  rate: number;
}

export interface SieResult {
  file: ExportFile;
  /** The file's text (before encoding), CR LF line ends. */
  text: string;
  vouchers: SieVoucher[];
  /** Items with neither price nor VAT: nothing to book. */
  skipped: SieSkipped[];
  otherRates: SieOtherRate[];
  /** Items created in the same second as another of their series: numbered from their whole id (sie-numbers.ts). */
  renumbered: SieRenumbered[];
  /** Items whose number would be given twice: not in the file. */
  unnumbered: SieUnnumbered[];
}

/** The financial year a month is in: its first and last day, 'YYYYMMDD'. */
export function financialYear(year: number, month: number, firstMonth = 1): { from: string; to: string } {
  const startYear = month >= firstMonth ? year : year - 1;
  const from = `${startYear}${pad2(firstMonth)}01`;
  const endMonth = firstMonth === 1 ? 12 : firstMonth - 1;
  const endYear = firstMonth === 1 ? startYear : startYear + 1;
  const lastDay = new Date(Date.UTC(endYear, endMonth, 0)).getUTCDate();
  return { from, to: `${endYear}${pad2(endMonth)}${pad2(lastDay)}` };
}

/** The output VAT rates a customer invoice can be booked at, with their setting. */
const VAT_RATES = [
  { rate: 25, account: 'invoiceVat' },
  { rate: 12, account: 'invoiceVat12' },
  { rate: 6, account: 'invoiceVat6' },
] as const;

/**
 * The VAT rate of an invoice: 25, 12 or 6 when the VAT is that share of the net to within an
 * öre (or 0.2 % of the VAT, for invoices of many rounded lines); null for any other rate.
 */
export function vatRateOf(netOre: number, vatOre: number): 25 | 12 | 6 | null {
  for (const { rate } of VAT_RATES) {
    const expected = (netOre * rate) / 100;
    if (Math.abs(vatOre - expected) <= Math.max(1, Math.abs(vatOre) * 0.002)) return rate;
  }
  return null;
}

export const SIE_PROGRAM = 'Städtid';
export const SIE_PROGRAM_VERSION = '1.0';
const EOL = '\r\n';

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

function itemLines(kind: BillKind, item: SieItem, accounts: SieAccounts, vatAccount: string): SieTrans[] {
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
          { account: vatAccount, ore: -vat },
        ];
  return lines.filter((line) => line.ore !== 0);
}

/**
 * The month's vouchers. Bills: debit cost (net) and input VAT, credit supplier debts (gross),
 * or the bank for a paid bill when paidBillsToBank is on. Invoices: debit customer claims
 * (gross), credit sales (net) and output VAT on its rate's account. Net is price − tex in whole
 * öre; zero lines are left out. A voucher is dated by its item; a date that is not a real date
 * in the financial year becomes the month's first day (the text keeps the original date).
 * In a stable order of the items, by voucher date, then the item's number, then its id (then
 * its other fields), so the order they were read in never matters; an item read twice (the same
 * id, e.g. on two pages) is one item. Numbered by numberVouchers (sie-numbers.ts).
 */
export function sieVouchers(
  input: SieInput,
  accounts: SieAccounts = defaultSieAccounts,
  numbering: SieNumbering = defaultSieNumbering,
  fiscalYearStart = 1,
): Omit<SieResult, 'file' | 'text'> {
  if (!isFiscalYearStart(fiscalYearStart)) throw new RangeError(`fiscalYearStart ${String(fiscalYearStart)}`);
  const drafts: (Omit<SieVoucher, 'number'> & { id: string })[] = [];
  const skipped: SieSkipped[] = [];
  const otherRates: SieOtherRate[] = [];
  const firstDay = `${monthKey(input.year, input.month)}-01`;
  const fy = financialYear(input.year, input.month, fiscalYearStart);
  const groups: [BillKind, readonly SieItem[]][] = [
    ['bill', input.bills],
    ['invoice', input.invoices],
  ];
  for (const [kind, items] of groups) {
    const dated = items.map((item) => {
      const iso = validIsoDate(item.date);
      const inYear = iso !== null && compactDate(iso) >= fy.from && compactDate(iso) <= fy.to;
      return { item, date: inYear ? iso : firstDay, originalDate: inYear ? null : iso };
    });
    const tieBreaks = ['_id', 'date', 'companyname', 'price', 'tex', 'payment'] as const;
    dated.sort(
      (a, b) =>
        compare(a.date, b.date) ||
        naturalCompare(key(a.item.number), key(b.item.number)) ||
        tieBreaks.reduce((found, field) => found || compare(key(a.item[field]), key(b.item[field])), 0),
    );
    const seen = new Set<string>();
    for (const { item, date, originalDate } of dated) {
      const id = key(item._id);
      if (id && seen.has(id)) continue;
      seen.add(id);
      const who = { kind, number: String(item.number ?? ''), companyname: String(item.companyname ?? '') };
      let vatAccount = accounts.invoiceVat;
      if (kind === 'invoice') {
        const vat = toOre(item.tex);
        const net = toOre(item.price) - vat;
        if (vat !== 0) {
          const rate = vatRateOf(net, vat);
          const found = VAT_RATES.find((r) => r.rate === rate);
          if (!found) {
            otherRates.push({ ...who, rate: net === 0 ? 0 : Math.round((vat * 1000) / net) / 10 });
            continue;
          }
          vatAccount = accounts[found.account];
        }
      }
      const lines = itemLines(kind, item, accounts, vatAccount);
      if (lines.length === 0) {
        skipped.push(who);
        continue;
      }
      const series = kind === 'bill' ? numbering.billSeries : numbering.invoiceSeries;
      drafts.push({ id, series, date: compactDate(date), text: itemTitle(kind, item, originalDate), kind, lines });
    }
  }
  const { numbered, renumbered, unnumbered } = numberVouchers(drafts);
  const vouchers = numbered.map(({ series, number, date, text, kind, lines }) => ({ series, number, date, text, kind, lines }));
  return { vouchers, skipped, otherRates, renumbered, unnumbered };
}

function accountName(account: string, accounts: SieAccounts): string {
  return BAS_ACCOUNT_NAMES[account] ?? (account === accounts.bank ? 'Bank' : `Konto ${account}`);
}

/** The SIE 4I file of a month's bills and invoices. */
export function buildSie(input: SieInput, options: SieOptions): SieResult {
  const accounts = options.accounts ?? defaultSieAccounts;
  const fiscalYearStart = options.fiscalYearStart ?? 1;
  const { vouchers, skipped, otherRates, renumbered, unnumbered } = sieVouchers(input, accounts, options.numbering, fiscalYearStart);
  const fy = financialYear(input.year, input.month, fiscalYearStart);
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
    `#RAR 0 ${fy.from} ${fy.to}`,
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
    otherRates,
    renumbered,
    unnumbered,
  };
}
