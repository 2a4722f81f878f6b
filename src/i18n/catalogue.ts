/**
 * The shape every language file has (DECISIONS.md 34): the keys of sv.ts, each a text or a
 * function that gives one. A language file typed `Catalogue` that lacks a key, or has one too
 * many, fails the type check.
 */
import type { sv } from './sv';

type Texts<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Texts<T[K]> };

export type Catalogue = Texts<typeof sv>;
