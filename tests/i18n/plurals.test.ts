/**
 * Counts by the language's plural rules (issue 43 item 3, src/i18n/plural.ts):
 * never 'you have worked 1 hours', and Arabic's noun in the form its number takes (one, two,
 * 3–10, 11–99, 100…). The spec's own Swedish sentences stay verbatim (DECISIONS.md 16).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../src/i18n/language';
import { plural } from '../../src/i18n/plural';
import { sv } from '../../src/i18n/sv';

afterEach(() => applyLanguage('sv'));

describe('plural: the form Intl.PluralRules picks', () => {
  it('English and Swedish: one and other', () => {
    const count = plural('en');
    const forms = { one: '# hour', other: '# hours' };
    expect([0, 1, 2, 21].map((n) => count(n, forms))).toEqual(['0 hours', '1 hour', '2 hours', '21 hours']);
    expect(plural('sv')(1, { one: '# timme', other: '# timmar' })).toBe('1 timme');
  });

  it('Arabic: zero, one, two, few, many and other, falling back to other', () => {
    const count = plural('ar');
    const forms = { one: 'ساعة واحدة', two: 'ساعتان', few: '# ساعات', many: '# ساعة', other: '# ساعة' };
    expect([0, 1, 2, 3, 10, 11, 99, 100, 103].map((n) => count(n, forms))).toEqual([
      '0 ساعة',
      'ساعة واحدة',
      'ساعتان',
      '3 ساعات',
      '10 ساعات',
      '11 ساعة',
      '99 ساعة',
      '100 ساعة',
      '103 ساعات',
    ]);
  });

  it('the number as shown: minutes padded keep their form', () => {
    expect(plural('ar')(5, { few: '# دقائق', other: '# دقيقة' }, '05')).toBe('05 دقائق');
  });
});

describe('the staff’s counts in each language', () => {
  it('Swedish: natural sentences agree; the spec’s own stay as SPEC.md writes them', () => {
    expect(sv.profile.hoursMinutes(1, 1)).toBe('1 timme och 1 minut');
    expect(sv.profile.totalAll(2, 30)).toBe('Totalt 2 timmar och 30 minuter');
    expect(sv.profile.monthTotal('05/2026', 1, 0)).toBe('05/2026 – 1 timme och 0 minuter');
    expect(sv.time.worked(1, 1)).toBe('du har jobbat 1 timmer och 1 minuter');
    expect(sv.profile.totalFooter(1, 1)).toBe('1 Timmar och 1 minuter');
    expect(sv.month.notRegisteredCount(1)).toBe('1 person har inte registrerat i dag');
    expect(sv.month.loadingTime(0, 1)).toBe('Läser in tid: 0 av 1 person');
    // A day that arrived more than twice says how often (DECISIONS.md 37), not 'två gånger'.
    expect(sv.time.duplicateRemoved(1)).toBe('Dagen hade kommit in två gånger. Den extra registreringen har tagits bort.');
    expect(sv.time.duplicateRemoved(2)).toBe('Dagen hade kommit in 3 gånger. De 2 extra registreringarna har tagits bort.');
  });

  /** Each language's counts as a person reads them: [what is shown, what it must say]. */
  const shown = () => ({
    en: [
      [sv.time.worked(1, 1), 'you have worked 1 hour and 1 minute'],
      [sv.time.worked(8, 30), 'you have worked 8 hours and 30 minutes'],
      [sv.profile.totalFooter(1, 0), '1 hour and 0 minutes'],
      [sv.profile.totalAll(0, 1), 'Total 0 hours and 1 minute'],
      [sv.month.summary(1, '2 h'), '1 person has worked, 2 h in total.'],
      [sv.time.duplicateRemoved(1), 'The day had arrived twice. The extra registration has been removed.'],
      [sv.time.duplicateRemoved(2), 'The day had arrived 3 times. The 2 extra registrations have been removed.'],
    ],
    // Arabic: the noun as its number wants it.
    ar: [
      [sv.time.worked(1, 2), 'لقد عملت ساعة واحدة و دقيقتان'],
      [sv.time.worked(8, 30), 'لقد عملت 8 ساعات و 30 دقيقة'],
      [sv.time.worked(11, 5), 'لقد عملت 11 ساعة و 5 دقائق'],
      [sv.profile.hoursMinutes(2, 0), 'ساعتان و 0 دقيقة'],
      [sv.time.duration(100, 3), '100 ساعة 3 دقائق'],
      [sv.shortDuration(7, 5), '7 ساعات 05 دقائق'],
      [sv.time.duplicateRemoved(1), 'وصل يوم العمل مرتين. تم حذف التسجيل الزائد.'],
      [sv.time.duplicateRemoved(2), 'وصل يوم العمل 3 مرات. تم حذف التسجيلين الزائدين.'],
      [sv.time.duplicateRemoved(10), 'وصل يوم العمل 11 مرة. تم حذف 10 تسجيلات زائدة.'],
    ],
  });

  it.each(['en', 'ar'] as const)('%s: never “1 hours”', async (code) => {
    await applyLanguage(code);
    for (const [text, expected] of shown()[code]) expect(text).toBe(expected);
  });

  it('Kurdish (Sorani): the noun stays singular after a number; the verb agrees', async () => {
    await applyLanguage('ckb');
    expect(sv.time.worked(1, 1)).toBe('1 کاتژمێر و 1 خولەک کارت کردووە');
    expect(sv.time.worked(8, 30)).toBe('8 کاتژمێر و 30 خولەک کارت کردووە');
    expect(sv.month.notRegisteredCount(1)).toBe('1 کەس ئەمڕۆ تۆماری نەکردووە');
    expect(sv.month.notRegisteredCount(3)).toBe('3 کەس ئەمڕۆ تۆماریان نەکردووە');
    expect(sv.time.duplicateRemoved(1)).toBe('ڕۆژەکە دوو جار گەیشتبوو. تۆمارە زیادەکە سڕایەوە.');
    expect(sv.time.duplicateRemoved(2)).toBe('ڕۆژەکە 3 جار گەیشتبوو. 2 تۆماری زیادە سڕانەوە.');
  });
});
