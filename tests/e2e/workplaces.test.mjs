/**
 * Workplaces end to end, demo mode (SPEC.md §2 'Workplaces', DECISIONS.md 11): an admin
 * creates a workplace, edits it, adds two people, removes one and deletes the workplace;
 * every screen updates without a page reload (a marker set on window survives throughout).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axe, desktop, login, open, phone, screenshot, useBrowser } from './harness.mjs';

const browser = useBrowser();

const ADDRESS = 'Hamngatan 7, 195 30 Märsta';

for (const [name, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
]) {
  test(`admin creates, edits, staffs and deletes a workplace without reloads (${name})`, async () => {
    const { context, page } = await open(browser(), '/login/', viewport);
    await login(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/admin/');
    await page.evaluate(() => {
      window.__noReload = 'still here';
    });
    const marker = () => page.evaluate(() => window.__noReload);

    // The list.
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Arbetsplatser' }).click();
    await page.getByRole('heading', { name: 'Alla våra arbetsplatser', level: 1 }).waitFor();
    await page.getByRole('article').first().waitFor();
    assert.deepEqual(await axe(page), []);
    await screenshot(page, `workplaces-list-${name}`);

    // Create.
    await page.getByRole('link', { name: 'Ny arbetsplats' }).click();
    await page.getByRole('heading', { name: 'Ny arbetsplats', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'skapa ett nytt inlägg' }).click();
    await page.getByText('Skriv adressen: gata och nummer, t.ex. Ågatan 1').waitFor();
    assert.deepEqual(await axe(page), []);
    await screenshot(page, `workplaces-form-errors-${name}`);
    await page.getByLabel('Adress').fill(ADDRESS);
    await page.getByLabel('Telefon').fill('0859177788');
    await page.getByLabel('Timmar per dag').fill('6');
    await page.getByLabel('Antal personer').fill('2');
    await page.getByLabel('Avtalstid').fill('12 månader');
    await page.getByRole('button', { name: 'skapa ett nytt inlägg' }).click();
    await page.getByText('En ny plats har skapats. Tack').waitFor();
    await screenshot(page, `workplaces-created-${name}`);
    await page.getByRole('link', { name: 'Till alla arbetsplatser' }).click();

    // Edit.
    const card = page.getByRole('article', { name: new RegExp(ADDRESS) });
    await card.waitFor();
    await card.getByRole('link', { name: 'ändras' }).click();
    await page.getByRole('heading', { name: 'Ändra arbetsplats' }).waitFor();
    await page.waitForFunction(() => document.querySelector('input[name="address"]')?.value !== '');
    assert.equal(await page.getByLabel('Adress').inputValue(), ADDRESS);
    await page.getByLabel('Avtalstid').fill('2 år');
    await page.getByRole('button', { name: 'Spara ändringarna' }).click();
    await page.getByText('Platsen har ändrats').waitFor();
    await page.getByRole('link', { name: 'Till alla arbetsplatser' }).click();
    await card.getByText('2 år').waitFor();

    // Add two people, remove one.
    await card.getByRole('link', { name: 'Lägg till personer som ska arbeta på den här platsen' }).click();
    await page.getByRole('heading', { name: ADDRESS, level: 1 }).waitFor();
    const workers = page.getByRole('region', { name: /Arbetar här nu/ });
    const members = page.getByRole('region', { name: 'Lägg till personer' });
    await workers.getByText('Det är ingen som jobbar nu').waitFor();
    await members.getByRole('button', { name: 'Lägg till Fatima Hassan' }).click();
    await workers.getByText('Fatima Hassan').waitFor();
    await page.getByText('Personen har lagts till på platsen').first().waitFor();
    await members.getByRole('button', { name: 'Lägg till Mikael Svensson' }).click();
    await workers.getByText('Mikael Svensson').waitFor();
    assert.equal(await members.getByText('Fatima Hassan').count(), 0);
    await page.getByRole('button', { name: /Arbetar här nu \(2\)/ }).click();
    await workers.getByRole('checkbox', { name: 'Fatima Hassan' }).check();
    assert.deepEqual(await axe(page), []);
    await screenshot(page, `workplaces-workers-edit-${name}`);
    await workers.getByRole('button', { name: 'ta bort (1)' }).click();
    await page.getByText('Personen har tagits bort från platsen').waitFor();
    await members.getByRole('button', { name: 'Lägg till Fatima Hassan' }).waitFor();
    assert.equal(await workers.getByText('Fatima Hassan').count(), 0);
    await workers.getByText('Mikael Svensson').waitFor();

    // Delete.
    await page.getByRole('link', { name: 'Till alla arbetsplatser' }).click();
    await card.waitFor();
    await card.getByRole('button', { name: /Radera/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Är du säker att du vill radera?' });
    await confirm.waitFor();
    assert.deepEqual(await axe(page), []);
    await screenshot(page, `workplaces-confirm-delete-${name}`);
    await confirm.getByRole('button', { name: 'Radera' }).click();
    await page.getByText('Platsen har tagits bort').waitFor();
    await card.waitFor({ state: 'detached' });

    assert.equal(await marker(), 'still here');
    await context.close();
  });
}

test('staff opening a workplace route get the home view', async () => {
  const { context, page } = await open(browser(), '/login/', phone);
  await login(page, 'staff');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(page.url().replace(/\/$/, '') + '/admin/posts/');
  await page.waitForURL((url) => url.pathname === '/');
  assert.equal(await page.getByRole('heading', { name: 'Alla våra arbetsplatser' }).count(), 0);
  await context.close();
});
