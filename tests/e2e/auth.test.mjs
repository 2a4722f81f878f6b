import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axe, desktop, login, open, phone, screenshot, useBrowser } from './harness.mjs';

const browser = useBrowser();

for (const [name, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
]) {
  test(`staff logs in, reload keeps the session, logs out (${name})`, async () => {
    const { context, page } = await open(browser(), '/login/', viewport);
    await page.getByRole('heading', { name: 'Logga in' }).waitFor();
    assert.deepEqual(await axe(page), []);
    await screenshot(page, `login-${name}`);
    await login(page, 'staff');
    await page.waitForURL((url) => url.pathname === '/');
    await page.reload();
    await page.getByRole('button', { name: 'Logga ut' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await page.getByRole('heading', { name: 'Logga in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Logga in' }).waitFor();
    await context.close();
  });

  test(`admin logs in and lands on /admin/, logs out (${name})`, async () => {
    const { context, page } = await open(browser(), '/login/', viewport);
    await login(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/admin/');
    await page.getByRole('navigation', { name: 'Administration' }).waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: 'Administration' }).waitFor();
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await page.getByRole('heading', { name: 'Logga in' }).waitFor();
    await context.close();
  });
}

test('wrong password shows the server message in a dismissible banner', async () => {
  const { context, page } = await open(browser(), '/login/', phone);
  await page.getByLabel('Telefonnummer').fill('0709876543');
  await page.getByLabel('Lösenord', { exact: true }).fill('fel-lösen');
  await page.getByRole('button', { name: 'Logga in' }).click();
  const banner = page.getByRole('alert');
  await banner.waitFor();
  assert.match(await banner.innerText(), /Fel telefonnummer eller lösenord/);
  await page.getByRole('button', { name: 'Stäng meddelandet' }).click();
  await banner.waitFor({ state: 'detached' });
  await context.close();
});
