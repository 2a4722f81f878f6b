/**
 * The bill/invoice form as plain functions (SPEC.md §3, §5): its values, the validation
 * rules, and the body sent to the provider.
 */
import { fromOre, parseKr, toOre } from '../../lib/money';
import type { BillInput, BillItem, BillKind } from '../../types/api';
import { localIsoDate } from '../../lib/time';
import { companyLabel } from './company';

export interface BillFormValues {
  number: string;
  date: string;
  companyname: string;
  price: string;
  tex: string;
  payment: boolean;
  lastday: string;
}

export type BillField = Exclude<keyof BillFormValues, 'payment'>;
export type BillFieldErrors = Partial<Record<BillField, true>>;

/** Days until 'Sista dag' when it is not typed: the date plus 30 days. */
export const DUE_DAYS = 30;

/** A 'YYYY-MM-DD' date plus some days, or '' when it is not a date. */
export function addDays(date: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return '';
  const next = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return localIsoDate(next);
}

/** A fresh form: dated today, 'Sista dag' 30 days on (fast intake). */
export function emptyValues(today: string): BillFormValues {
  return { number: '', date: today, companyname: '', price: '', tex: '', payment: false, lastday: addDays(today, DUE_DAYS) };
}

/** Money for the form: '1249,50' (decimal comma, no grouping). */
function krText(value: number | string): string {
  return (toOre(value) / 100).toFixed(2).replace('.', ',');
}

/** The VAT rates offered from the price (Sweden: 25, 12 and 6 %). */
export const VAT_RATES = [25, 12, 6] as const;

/**
 * The VAT inside a price that includes it, at `rate` %, in whole öre (the price is what was
 * paid, VAT included: 1 249,50 kr at 25 % holds 249,90 kr); null while the price is not an amount.
 */
export function vatOfPrice(price: string, rate: number): number | null {
  if (!isAmount(price) || parseKr(price.trim()) <= 0) return null;
  return Math.round((toOre(price) * rate) / (100 + rate));
}

/** Whole öre as the form writes them: '249,90'. */
export function oreText(ore: number): string {
  return krText(ore / 100);
}

export function valuesOf(item: BillItem): BillFormValues {
  return {
    number: item.number,
    date: item.date,
    companyname: companyLabel(item.companyname),
    price: krText(item.price),
    tex: krText(item.tex),
    payment: item.payment,
    lastday: item.lastday,
  };
}

/**
 * SPEC.md §5 'Upload submit': accepted if any one holds — company name longer than 2,
 * price longer than 1, tex longer than 1, date longer than 1. Otherwise nothing is sent.
 */
export function anyOneHolds(values: BillFormValues): boolean {
  return (
    values.companyname.trim().length > 2 ||
    values.price.trim().length > 1 ||
    values.tex.trim().length > 1 ||
    values.date.trim().length > 1
  );
}

function isDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getMonth() === Number(match[2]) - 1 && date.getDate() === Number(match[3]);
}

/** An amount in kr: a number of at most two decimals, 0 or more. */
export function isAmount(value: string): boolean {
  const n = parseKr(value.trim());
  return value.trim() !== '' && Number.isFinite(n) && n >= 0 && Math.abs(n * 100 - toOre(n)) < 1e-6;
}

/**
 * SPEC.md §5 'Bill/invoice form': date, price, tex and last day ('TheTime' kind) and company
 * name and number ('isUser' kind) are invalid when empty or wrong.
 */
export function fieldErrors(values: BillFormValues): BillFieldErrors {
  const errors: BillFieldErrors = {};
  if (!values.number.trim()) errors.number = true;
  if (!isDate(values.date)) errors.date = true;
  const company = values.companyname.trim();
  if (!company || company.toLowerCase() === 'välj') errors.companyname = true;
  if (!isAmount(values.price) || parseKr(values.price.trim()) <= 0) errors.price = true;
  if (!isAmount(values.tex)) errors.tex = true;
  if (!isDate(values.lastday)) errors.lastday = true;
  return errors;
}

export interface Validation {
  /** The form's error flag: set when the submit is refused. */
  error: boolean;
  fields: BillFieldErrors;
}

/** On submit: the flag is cleared, the fields checked, and the flag set when anything fails. */
export function validate(values: BillFormValues): Validation {
  const fields = fieldErrors(values);
  const error = !anyOneHolds(values) || Object.keys(fields).length > 0;
  return { error, fields };
}

/**
 * The body sent (SPEC.md §3): company name trimmed and lower-cased; amounts typed with a
 * decimal comma ('1 249,50') go with a dot: invoice creation sends price and tex as text
 * ('1249.50'), bill creation and every update as numbers (1249.5).
 */
export function toInput(kind: BillKind, mode: 'create' | 'update', values: BillFormValues, image: string): BillInput {
  const asText = kind === 'invoice' && mode === 'create';
  const money = (value: string): number | string => (asText ? (toOre(value) / 100).toFixed(2) : fromOre(toOre(value)));
  return {
    number: values.number.trim(),
    date: values.date,
    companyname: values.companyname.trim().toLowerCase(),
    price: money(values.price),
    tex: money(values.tex),
    payment: values.payment,
    lastday: values.lastday,
    image,
  };
}
