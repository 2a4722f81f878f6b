import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axe, desktop, login, open, phone, screenshot, useBrowser } from './harness.mjs';

const browser = useBrowser();

const member = {
  fullname: 'Lena Holm',
  phone: '0701239876',
  email: 'lena.holm@exempel.se',
  personnummer: '19900101-1239',
  password: 'hemligt1',
};

// window.print is stubbed in every frame: the print iframe hands its document to the page.
const printStub = () => {
  window.print = () => {
    const top = window.top ?? window;
    top.__printCount = (top.__printCount ?? 0) + 1;
    top.__printed = document.documentElement.outerHTML;
  };
};

test('admin creates a member who registers a day; the admin sees, edits, moves, prints and deletes it', async () => {
  const { context, page } = await open(browser(), '/login/', desktop);
  await context.addInitScript(printStub);
  await login(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin/');
  await page.getByText('Personer').waitFor();
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'staff-admin-home-desktop');

  // Create the member.
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Ny medlem' }).click();
  await page.getByRole('heading', { name: 'Skapa En Ny Medlem' }).waitFor();
  await page.getByRole('button', { name: 'Skapa en ny medlem' }).click();
  await page.getByText('Skriv hela namnet, minst 6 tecken').waitFor();
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'staff-member-form-errors-desktop');
  await page.getByLabel('Fullständigt namn').fill(member.fullname);
  await page.getByLabel('Telefonnummer').fill(member.phone);
  await page.getByLabel('E-post').fill(member.email);
  await page.getByLabel('Personnummer').fill(member.personnummer);
  await page.getByLabel('Lösenord', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Skapa en ny medlem' }).click();
  await page.getByText('skapa ny användare').waitFor();
  await screenshot(page, 'staff-member-created-desktop');

  // The new member logs in and registers a day.
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await page.getByRole('heading', { name: 'Logga in' }).waitFor();
  await page.getByLabel('Telefonnummer').fill(member.phone);
  await page.getByLabel('Lösenord', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByLabel('Starttid').fill('06:00');
  await page.getByRole('button', { name: 'Spara starttid' }).click();
  await page.getByLabel('Sluttid').fill('10:30');
  await page.getByLabel('Arbetsplats').fill('Testgatan 1, Märsta');
  await page.getByRole('button', { name: 'Registrera arbetstid' }).click();
  await page.getByRole('button', { name: 'Skicka arbetstiden' }).click();
  await page.getByText('Tack, arbetstiden har registrerats').first().waitFor();
  await page.getByRole('button', { name: 'Logga ut' }).click();

  // The admin sees it on today's work.
  await page.getByRole('heading', { name: 'Logga in' }).waitFor();
  await login(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin/');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Dagens arbete' }).click();
  await page.getByRole('heading', { name: 'Här är från dagens arbete' }).waitFor();
  const todayRow = page.getByRole('row').filter({ hasText: 'Testgatan 1, Märsta' });
  await todayRow.getByRole('link', { name: member.fullname }).waitFor();
  assert.match(await todayRow.innerText(), /06:00\s+10:30/);
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'staff-workday-desktop');

  // ... and on the member's page; edits the entry.
  await todayRow.getByRole('link', { name: member.fullname }).click();
  await page.getByRole('heading', { level: 1, name: member.fullname }).waitFor();
  await page.getByText(member.email).waitFor();
  const table = page.getByRole('table', { name: /^Arbetstid \d\d\/\d{4}$/ });
  await table.locator('tbody tr').filter({ hasText: 'Testgatan 1, Märsta' }).waitFor();
  assert.equal(await table.locator('tbody tr').count(), 1);
  const row = table.locator('tbody tr').first();
  await screenshot(page, 'staff-user-time-desktop');
  await row.getByRole('button', { name: 'Ändra' }).click();
  await row.getByLabel('Sluttid').fill('11:30');
  await row.getByRole('button', { name: 'Spara' }).click();
  await row.getByText('11:30').waitFor();

  // Moves it to another month.
  const now = new Date();
  const target = now.getMonth() + 1 === 3 ? 4 : 3;
  const targetLabel = String(target).padStart(2, '0');
  await page.getByRole('button', { name: 'Flytta tid' }).click();
  await page.getByLabel('Till månad').selectOption(String(target));
  await page.getByRole('button', { name: 'Flytta tiden' }).click();
  // The confirmation names the person, the month, its hours and the target month with its year.
  const moveDialog = page.getByRole('dialog', { name: new RegExp(`^Flytta ${member.fullname}s tid .* till ${targetLabel}/${now.getFullYear()}\\?$`) });
  await moveDialog.getByRole('button', { name: 'Flytta tiden' }).click();
  await page.getByText('vi har flyttat alla tid').first().waitFor();
  await page.getByRole('heading', { name: `Arbetstid ${targetLabel}/${now.getFullYear()}` }).waitFor();
  await page.getByRole('table', { name: `Arbetstid ${targetLabel}/${now.getFullYear()}` }).getByText('Testgatan 1, Märsta').waitFor();
  assert.deepEqual(await axe(page), []);

  // Prints that month.
  await page.getByRole('button', { name: 'Skriv ut', exact: true }).click();
  await page.waitForFunction(() => window.__printCount === 1, null, { timeout: 60_000 });
  const printed = await page.evaluate(() => window.__printed);
  for (const text of [member.fullname, member.personnummer, `${targetLabel}/${now.getFullYear()}`, 'Testgatan 1, Märsta']) {
    assert.ok(printed.includes(text), `statement lacks ${text}`);
  }

  // Time per place.
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Personal' }).click();
  await page.getByRole('link', { name: `Platser för ${member.fullname}` }).click();
  await page.getByRole('article', { name: 'Testgatan 1, Märsta' }).getByText('5:30').first().waitFor();
  await screenshot(page, 'staff-user-places-desktop');

  // Deletes the member: the list updates without a page reload.
  await page.getByRole('link', { name: 'Tillbaka' }).click();
  await page.getByRole('heading', { name: 'Personal' }).waitFor();
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  await page.getByLabel('Sök').fill('lena');
  await page.getByRole('rowheader', { name: member.fullname }).waitFor();
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'staff-list-search-desktop');
  await page.getByRole('button', { name: `Ta bort ${member.fullname}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ta bort' }).click();
  await page.getByText('personen har tagits bort').waitFor();
  await page.getByRole('rowheader', { name: member.fullname }).waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => window.__sameDocument), true);
  await page.getByLabel('Sök').fill('');
  assert.equal(await page.getByRole('rowheader').count(), 7);
  await screenshot(page, 'staff-list-desktop');
  await context.close();
});

test('the staff list is readable on a phone: cards, sort and search', async () => {
  const { context, page } = await open(browser(), '/login/', phone);
  await login(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin/');
  await page.goto(page.url().replace(/\/admin\/$/, '/admin/list/'));
  await page.getByRole('rowheader', { name: 'Fatima Hassan' }).waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `page is ${width}px wide`);
  await page.getByRole('button', { name: /^Arbetad tid/ }).click();
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'staff-list-phone');
  await context.close();
});

test('member detail: the password and bank sections open with Klicka här', async () => {
  const { context, page } = await open(browser(), '/login/', desktop);
  await login(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin/');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Personal' }).click();
  await page.getByRole('link', { name: 'Ändra Sara Nilsson' }).click();
  await page.getByRole('heading', { name: 'Ändra medlem' }).waitFor();
  // The sections appear once the member has loaded.
  await page.getByRole('button', { name: 'Klicka här' }).nth(1).waitFor();
  for (const button of await page.getByRole('button', { name: 'Klicka här' }).all()) await button.click();
  await page.getByRole('textbox', { name: 'Bankkonto' }).waitFor();
  await page.getByLabel('Nytt lösenord', { exact: true }).waitFor();
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'staff-member-edit-desktop');
  await context.close();
});

test("a correction ('Rätta arbetad tid') is on the member's page and on the printed statement", async () => {
  const { context, page } = await open(browser(), '/login/', desktop);
  await context.addInitScript(printStub);
  await login(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin/');
  await page.goto(new URL('/admin/list/', page.url()).href);
  await page.getByRole('link', { name: 'Tid för Fatima Hassan' }).click();
  await page.getByRole('heading', { level: 1, name: 'Fatima Hassan' }).waitFor();
  await page.getByRole('button', { name: 'Rätta arbetad tid' }).click();
  await page.getByLabel('Ändring').selectOption('-');
  await page.getByLabel('Timmar', { exact: true }).fill('2');
  await page.getByLabel('Minuter', { exact: true }).fill('15');
  await page.getByRole('button', { name: 'updatera tid' }).click();
  // It asks first, naming the person, the month with its year, and the hours before and after.
  const question = page.getByRole('dialog', { name: /^Rätta Fatima Hassans tid i \d{2}\/\d{4} med −2:15\? Månaden går från \d+:\d{2} till \d+:\d{2}\.$/ });
  await question.getByRole('button', { name: 'Rätta tiden' }).click();
  await page.getByRole('heading', { name: 'Rättningar' }).waitFor();
  await page.getByText(/^Rättad \d{4}-\d{2}-\d{2}: −2:15$/).waitFor();
  await screenshot(page, 'staff-correction-desktop');
  await page.getByRole('button', { name: 'Skriv ut', exact: true }).click();
  await page.waitForFunction(() => window.__printCount === 1, null, { timeout: 60_000 });
  const printed = await page.evaluate(() => window.__printed);
  assert.match(printed, /Rättelse −2:15, gjord \d{4}-\d{2}-\d{2}/);
  await context.close();
});

test('moving a month into one that has entries asks first, then shows the merged total and asks again', async () => {
  const { page } = await open(browser(), '/login/', desktop);
  await login(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin/');
  await page.goto(new URL('/admin/list/', page.url()).href);
  await page.getByRole('link', { name: 'Tid för Fatima Hassan' }).click();
  await page.getByRole('heading', { level: 1, name: 'Fatima Hassan' }).waitFor();
  // Her months, newest first, as the month select lists them: 'MM/YYYY – H:MM'.
  const options = await page.getByLabel('Månad', { exact: true }).locator('option').allTextContents();
  const [latest, earlier] = options.map((o) => /^(\d{2})\/(\d{4}) – (\d+):(\d{2})$/.exec(o));
  const minutes = (m) => Number(m[3]) * 60 + Number(m[4]);
  const merged = minutes(latest) + minutes(earlier);
  await page.getByRole('button', { name: 'Flytta tid' }).click();
  await page.getByLabel('Till månad').selectOption(String(Number(earlier[1])));
  await page.getByRole('button', { name: 'Flytta tiden' }).click();
  const first = page.getByRole('dialog', { name: new RegExp(`^Flytta Fatima Hassans tid i ${latest[1]}/${latest[2]} .* till ${earlier[1]}/${earlier[2]}\\?$`) });
  await first.getByRole('button', { name: 'Flytta tiden' }).click();
  const again = page.getByRole('dialog', {
    name: `${earlier[1]}/${earlier[2]} har redan ${earlier[3]}:${earlier[4]}. Månaderna slås ihop till ${Math.floor(merged / 60)}:${String(merged % 60).padStart(2, '0')} och kan inte delas igen. Slå ihop ändå?`,
  });
  await again.waitFor();
  await screenshot(page, 'staff-merge-question-desktop');
  await again.getByRole('button', { name: 'Slå ihop' }).click();
  await page.getByText('vi har flyttat alla tid').first().waitFor();
  await page
    .getByLabel('Månad', { exact: true })
    .locator('option', { hasText: `${earlier[1]}/${earlier[2]} – ${Math.floor(merged / 60)}:${String(merged % 60).padStart(2, '0')}` })
    .waitFor({ state: 'attached' });
});
