/**
 * The staff's screens in their own language (DECISIONS.md 34, issue 25 item 6).
 *
 * Swedish is bundled; another language is a chunk fetched only when chosen. The catalogue
 * modules (sv-common.ts, sv.ts) each export a live object that every screen reads at render
 * time (`sv.login.heading`): choosing a language fills those objects in place with its texts,
 * and Swedish is written back from a copy that is never changed. So the 91 files that read
 * `sv.…` need no edit, and a screen shows the language once it renders again (app.tsx).
 * New code may call the live catalogue `texts`: it holds whichever language is applied.
 */
import type { Catalogue } from './catalogue';
import { externalStore } from '../lib/external-store';

export type LanguageCode = 'sv' | 'en' | 'ar' | 'ckb';

export interface Language {
  code: LanguageCode;
  /** The language's name in itself (an endonym): the same in every language, so not in the catalogue. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** The language's texts (a lazy chunk); Swedish has none: it is the catalogue itself. */
  load?: () => Promise<Catalogue>;
}

const swedishLanguage: Language = { code: 'sv', name: 'Svenska', dir: 'ltr' };

/** Every language the staff may choose, Swedish first. A new language is one line here (README). */
export const languages: readonly Language[] = [
  swedishLanguage,
  { code: 'en', name: 'English', dir: 'ltr', load: () => import('./en').then((m) => m.en) },
  { code: 'ar', name: 'العربية', dir: 'rtl', load: () => import('./ar').then((m) => m.ar) },
  { code: 'ckb', name: 'کوردی', dir: 'rtl', load: () => import('./ckb').then((m) => m.ckb) },
];

/** The device's choice (local storage); index.html's first script reads the same key. */
export const languageKey = 'Language';

type Tree = { [key: string]: unknown };

/** Each live catalogue object with its Swedish texts, kept apart and never changed. */
const catalogues: { live: Tree; swedish: Tree }[] = [];
let applied: { code: LanguageCode; texts: Catalogue | null } = { code: 'sv', texts: null };
const languageStore = externalStore();

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** A copy of a catalogue's objects and arrays (texts and functions are shared): what may be filled in. */
function copy<T>(value: T): T {
  if (!isTree(value)) return value;
  const out: Tree = Array.isArray(value) ? ([] as unknown as Tree) : {};
  for (const key of Object.keys(value)) out[key] = copy(value[key]);
  return out as T;
}

/** Writes `from`'s texts over `into`'s where both have the key (a smaller catalogue takes its part). */
function fill(into: Tree, from: Tree): void {
  for (const key of Object.keys(into)) {
    const value = from[key];
    if (value === undefined) continue;
    const target = into[key];
    if (isTree(target) && isTree(value)) fill(target, value);
    else if (typeof target === typeof value) into[key] = value;
  }
}

/**
 * A catalogue module's exported object: a copy of its Swedish texts that follows the applied
 * language. The Swedish object passed in is never changed (another catalogue may spread it).
 */
export function translatable<T extends object>(swedish: T): T {
  const live = copy(swedish);
  catalogues.push({ live: live as Tree, swedish: swedish as Tree });
  if (applied.texts) fill(live as Tree, applied.texts as unknown as Tree);
  return live;
}

export function languageOf(code: string | null | undefined): Language {
  return languages.find((language) => language.code === code) ?? swedishLanguage;
}

/** The language this device chose ('sv' when none, or when storage cannot be read). */
export function chosenLanguage(): LanguageCode {
  try {
    return languageOf(localStorage.getItem(languageKey)).code;
  } catch {
    return 'sv';
  }
}

export function rememberLanguage(code: LanguageCode): void {
  try {
    if (code === 'sv') localStorage.removeItem(languageKey);
    else localStorage.setItem(languageKey, code);
  } catch {
    // A browser that allows no storage: the choice holds for this visit.
  }
}

export function appliedLanguage(): LanguageCode {
  return applied.code;
}

/**
 * Shows `code`'s texts (fetching its chunk first; Swedish at once, before this returns) and sets
 * the document's language and direction. A chunk that cannot be fetched leaves the texts as
 * they were and rejects; of two quick choices, the later one wins.
 */
export function applyLanguage(code: LanguageCode): Promise<void> {
  const language = languageOf(code);
  const asked = ++asks;
  if (!language.load) {
    show(language, null);
    return Promise.resolve();
  }
  return language.load().then((texts) => {
    if (asked === asks) show(language, texts);
  });
}

let asks = 0;

function show(language: Language, texts: Catalogue | null): void {
  // Swedish over Swedish (every start of a Swedish phone) changes no text: not walked.
  if (texts !== null || applied.texts !== null) for (const { live, swedish } of catalogues) fill(live, (texts as unknown as Tree | null) ?? swedish);
  applied = { code: language.code, texts };
  const html = document.documentElement;
  html.lang = language.code;
  html.dir = language.dir;
  languageStore.changed();
}

/** For React (app.tsx): called after each applied language. */
export const onLanguageApplied = languageStore.subscribe;
