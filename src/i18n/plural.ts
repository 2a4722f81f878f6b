/**
 * Counts in the catalogues. A module of its own, importing nothing: each language's file uses
 * it without a cycle through language.ts, which loads those files. Built as a small chunk of its
 * own beside sv.ts's (not in the staff's shared chunk, which a language chosen on the login
 * would then fetch too).
 */

/** A count's forms by `Intl.PluralRules`' categories; '#' stands for the number. `other` is always there. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The one way a catalogue writes a count (issue 43 item 3): the form the language's rules pick
 * for `n` (Arabic has six), '#' replaced by the number as shown (`shown`: minutes padded, say).
 * Each catalogue makes its own, so its texts follow its rules whichever language is applied.
 */
export function plural(code: string): (n: number, forms: PluralForms, shown?: string) => string {
  const rules = new Intl.PluralRules(code);
  return (n, forms, shown = String(n)) => (forms[rules.select(n)] ?? forms.other).replace('#', shown);
}
