/**
 * Issue 10: on a phone, a refused save shows its notice inside the dialog next to the buttons,
 * in view and focused (it used to sit above the scrolled dialog, out of sight).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { baseUrl, login, open, phone, screenshot, useBrowser } from './harness.mjs';

const browser = useBrowser();

test('phone: pressing Spara on an unfilled form shows the notice in view, focused, next to the buttons', async () => {
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
  // Focused, and (after the smooth scroll) inside the viewport.
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
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
