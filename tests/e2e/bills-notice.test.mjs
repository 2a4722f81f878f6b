/**
 * Issue 10: on a phone, a refused save shows its notice inside the dialog next to the buttons
 * (it used to sit above the scrolled dialog, out of sight). Issue 18 (DECISIONS.md 19): focus
 * goes to the first invalid field, scrolled into view, not to the notice.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { baseUrl, login, open, phone, screenshot, useBrowser } from './harness.mjs';

const browser = useBrowser();

test('phone: pressing Spara on an unfilled form shows the notice next to the buttons and focuses the first invalid field, in view', async () => {
  const { context, page } = await open(browser(), '/login/', phone);
  await login(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin/');
  await page.goto(baseUrl + '/admin/bill/');
  await page.getByRole('button', { name: 'Registrera ny' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt kvitto' });
  const save = dialog.getByRole('button', { name: 'Spara', exact: true });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  const notice = dialog.getByRole('alert').filter({ hasText: 'Kontrollera de markerade fälten.' });
  await notice.waitFor();
  // 'Nummer', the first invalid field, is focused and (scrolled back up) inside the viewport.
  await dialog.getByLabel('Nummer').and(page.locator(':focus')).waitFor();
  await page.waitForFunction(() => {
    const box = document.activeElement?.getBoundingClientRect();
    return Boolean(box) && box.top >= 0 && box.bottom <= window.innerHeight;
  });
  // Right above the buttons.
  const nextHasSave = await notice.evaluate((el) => Boolean(el.nextElementSibling?.querySelector('button[type="submit"]')));
  assert.equal(nextHasSave, true);
  await screenshot(page, 'bills-form-notice-phone');
  await context.close();
});
