/** Month numbers and their labels (DECISIONS.md 8: 'MM/YYYY' with a real year). */

/** The month number (1–12) of a date. */
export function monthOfDate(date: Date): number {
  return date.getMonth() + 1;
}

/**
 * 'MM/YYYY'. The provider gives month numbers only: the year is the latest one in which that
 * month has begun (a month after the current one is last year's).
 */
export function monthLabel(month: number, today: Date = new Date()): string {
  const year = month <= monthOfDate(today) ? today.getFullYear() : today.getFullYear() - 1;
  return `${String(month).padStart(2, '0')}/${year}`;
}

/** Sort key: later months (by the year of monthLabel) are larger. */
export function monthKey(month: number, today: Date = new Date()): number {
  const year = month <= monthOfDate(today) ? today.getFullYear() : today.getFullYear() - 1;
  return year * 12 + month;
}

/** The month of a 'YYYY-MM-DD' date, or null. */
export function monthOfIso(date: string): number | null {
  const month = Number(date.slice(5, 7));
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : null;
}

/** Today as 'YYYY-MM-DD' in local time. */
export function todayIso(today: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
