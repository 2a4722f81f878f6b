/**
 * Every language file has every key of sv.ts (DECISIONS.md 34): a text where Swedish has a text,
 * a function where Swedish has one (giving a text), a list as long. The languages come from the
 * languages list, so a new language is checked without a change here.
 */
import { describe, expect, test } from 'vitest';
import { languages } from '../../src/i18n/language';
import { swedish } from '../../src/i18n/sv';

type Tree = { [key: string]: unknown };

/** The paths where `texts` differs in kind from `sv`, or lacks a text. */
function gaps(sv: unknown, texts: unknown, path: string): string[] {
  if (typeof sv === 'string') return typeof texts === 'string' && texts.trim() !== '' ? [] : [`${path}: a text`];
  if (typeof sv === 'function') return typeof texts === 'function' ? [] : [`${path}: a function`];
  if (typeof texts !== 'object' || texts === null || typeof sv !== 'object' || sv === null) return [`${path}: ${Array.isArray(sv) ? 'a list' : 'a group of texts'}`];
  if (Array.isArray(sv) && (!Array.isArray(texts) || texts.length !== sv.length)) return [`${path}: a list of ${sv.length}`];
  const missing = Object.keys(sv).flatMap((key) => gaps((sv as Tree)[key], (texts as Tree)[key], `${path}.${key}`));
  const extra = Object.keys(texts).filter((key) => !(key in (sv as Tree))).map((key) => `${path}.${key}: not in sv.ts`);
  return [...missing, ...extra];
}

/** Every language with a file of its own (all but Swedish). */
const files = languages.flatMap(({ code, name, load }) => (load ? [{ code, name, load }] : []));

describe.each(files)('the $name texts ($code)', (language) => {
  test('have every key of sv.ts, each of the same kind', async () => {
    const texts = await language.load();
    expect(gaps(swedish, texts, language.code)).toEqual([]);
  });

  test('give a text from every function, with the arguments Swedish takes', async () => {
    const texts = (await language.load()) as unknown;
    const calls = (sv: unknown, other: unknown, path: string): string[] => {
      if (typeof sv === 'function' && typeof other === 'function') {
        const args = Array.from({ length: sv.length }, (_, i) => (i % 2 ? 3 : 'x'));
        return typeof other(...args) === 'string' ? [] : [path];
      }
      if (typeof sv !== 'object' || sv === null) return [];
      return Object.keys(sv).flatMap((key) => calls((sv as Tree)[key], (other as Tree)[key], `${path}.${key}`));
    };
    expect(calls(swedish, texts, language.code)).toEqual([]);
  });
});

test('the check finds a missing text, a text where a function belongs, and a list too short', () => {
  const sv = { a: 'x', b: { c: (n: number) => `${n}` }, d: ['1', '2'] };
  expect(gaps(sv, { b: { c: 'x' }, d: ['1'] }, 'xx')).toEqual(['xx.a: a text', 'xx.b.c: a function', 'xx.d: a list of 2']);
});
