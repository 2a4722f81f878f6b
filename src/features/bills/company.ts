/**
 * Company names (issue 11 item 10): every name is stored trimmed and lower-cased (SPEC.md §3).
 * A name from the fixed list (data/customers.ts) is shown as the list writes it; any other with
 * a capital first letter per word, and AB, HB, ICA and HSB in capitals.
 */
import { customers } from '../../data/customers';

/** The list without its placeholder ('Välj'). */
export const listedCompanies: readonly string[] = customers.slice(1);

const CAPITALS = new Set(['ab', 'hb', 'ica', 'hsb']);

/** The list's spelling of a name, whatever its case and surrounding spaces. */
export function findListed(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return listedCompanies.find((company) => company.toLowerCase() === wanted);
}

/** How a stored company name is shown. */
export function companyLabel(stored: string): string {
  const listed = findListed(stored);
  if (listed) return listed;
  return stored
    .trim()
    .toLowerCase()
    .replace(/[\p{L}\p{N}]+/gu, (word) => (CAPITALS.has(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)));
}
