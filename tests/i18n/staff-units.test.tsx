/**
 * Hours and minutes on the staff's screens come from the catalogue (DECISIONS.md 34): Min sida's
 * lines, week totals and earlier months' totals (lib/months.ts formatHoursMinutes) say '7 h 05 min'
 * in Swedish and English, and the language's own words in Arabic and Kurdish, read in the page's
 * direction; no Swedish or Latin unit is left in them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { applyLanguage, type LanguageCode } from '../../src/i18n/language';
import { sv } from '../../src/i18n/sv';
import { formatHoursMinutes } from '../../src/lib/months';
import type { Month } from '../../src/types/api';
import { currentLabel, now, stubPhone } from '../profile/helpers';
import { renderWithProviders, signedInAs } from '../test-utils';

beforeEach(stubPhone);

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('sv');
});

/** '7 h 05 min' as each language writes it. */
const units: Record<LanguageCode, RegExp> = {
  sv: /^\d+ h \d\d min$/,
  en: /^\d+ h \d\d min$/,
  // Arabic's noun follows the number (Intl.PluralRules, issue 43 item 3): ساعة واحدة, ساعتان, 3 ساعات, 11 ساعة.
  ar: /^(ساعة واحدة|ساعتان|\d+ ساعات|\d+ ساعة) (دقيقة واحدة|دقيقتان|\d\d دقائق|\d\d دقيقة)$/,
  ckb: /^\d+ کاتژمێر \d\d خولەک$/,
};

test('a duration in a list is written in the applied language; Swedish stays as it was', async () => {
  expect(formatHoursMinutes(7, 5)).toBe('7 h 05 min');
  await applyLanguage('en');
  expect(formatHoursMinutes(7, 5)).toBe('7 h 05 min');
  await applyLanguage('ar');
  expect(formatHoursMinutes(7, 5)).toBe('7 ساعات 05 دقائق');
  expect(formatHoursMinutes(12, 0)).toBe('12 ساعة 00 دقيقة');
  expect(formatHoursMinutes(1, 2)).toBe('ساعة واحدة دقيقتان');
  await applyLanguage('ckb');
  expect(formatHoursMinutes(7, 5)).toBe('7 کاتژمێر 05 خولەک');
  await applyLanguage('sv');
  expect(formatHoursMinutes(12, 0)).toBe('12 h 00 min');
});

test.each(['en', 'ar'] as const)("Min sida in %s: every line's hours, week total and month total in the language's units", async (code) => {
  await applyLanguage(code);
  const { Auth, user } = await signedInAs('staff');
  const { store } = renderWithProviders(null, { route: '/profile/', preloadedState: { Auth } });
  // The live catalogue (sv) holds the applied language's texts.
  const list = await screen.findByRole('group', { name: sv.profile.entriesCaption(currentLabel) });
  const current = () => store.getState().Months.byUser[user._id]?.months.find((m) => m.MonthNumber === now.getMonth() + 1) as Month;
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(current().months.length));

  // A line's hours and a week's total, and the earlier months' totals beside their names.
  const durations = screen.getAllByText(units[code]);
  const lines = current().months.length;
  expect(durations.length).toBeGreaterThan(lines);
  const months = screen.getAllByRole('button', { name: /^\d\d\/\d{4}/ });
  expect(months.length).toBeGreaterThan(0);
  for (const month of months) expect(within(month).getByText(units[code])).toBeInTheDocument();
  // No Swedish unit ('tim', 'timmar') anywhere on the screen, and, in Arabic, no Latin 'h'/'min' in a duration.
  expect(document.body.textContent).not.toMatch(/\btim(mar)?\b/);
  if (code === 'ar') {
    expect(document.body.textContent).not.toMatch(/\d+ h \d\d min/);
    // Words read right to left: no duration is held left to right.
    for (const duration of durations) expect(duration.closest('[dir="ltr"]')).toBeNull();
  }
});
