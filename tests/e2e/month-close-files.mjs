/** Shared steps of the month-close end-to-end tests (not a test file itself). */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const kept = mkdtempSync(path.join(tmpdir(), 'month-close-'));

/** A download, kept after its browser context closes (a settings file goes to a second one). */
export async function download(page, click) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const where = path.join(kept, file.suggestedFilename());
  await file.saveAs(where);
  return { name: file.suggestedFilename(), bytes: readFileSync(where), path: where };
}

/**
 * 'Löneunderlag (PAXml)' on a computer without export settings: the settings form first, then
 * the person's employment number asked for right there. Answers the review form, ready to save.
 */
export async function paxmlWithAnstid(page, fullname, anstid) {
  await page.getByRole('button', { name: 'Löneunderlag (PAXml)' }).click();
  const form = page.getByRole('form', { name: 'Exportinställningar' });
  await form.getByLabel('Företagets namn').fill('Städtid Städservice AB');
  await form.getByLabel('Organisationsnummer').fill('556036-0793');
  await form.getByRole('button', { name: 'Spara och exportera' }).click();
  const review = page.getByRole('form', { name: 'Innan löneunderlaget sparas' });
  await review.getByLabel(`Anställningsnummer för ${fullname}`).fill(anstid);
  return review;
}
