/**
 * HEIC receipts in Chromium, demo mode (issue 11 item 1): as admin on /admin/bill/, three HEIC
 * files are picked one after another in one page session (with an alpha channel, as an iPhone
 * saves it, and a 12 MP photo), each saved as a bill. The stored JPEG of each is decoded in the
 * browser and compared with its JPEG twin pixel by pixel: a correct conversion differs by a few
 * units per channel, a broken one by about 100. How long each took is printed;
 * speed is measured by scripts, not asserted here, so a busy machine does not fail the test.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { baseUrl, desktop, login, open, useBrowser } from './harness.mjs';

const fixtures = join(process.cwd(), 'tests', 'fixtures');
const now = new Date();
const pad = (n) => String(n).padStart(2, '0');
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

const browser = useBrowser();

const cases = [
  { file: 'kvitto.heic', twin: 'kvitto.jpg', number: 'HEIC-ALFA' },
  { file: 'kvitto-iphone.heic', twin: 'kvitto.jpg', number: 'HEIC-IPHONE' },
  { file: 'foto-stor.heic', twin: 'foto-stor.jpg', number: 'HEIC-12MP' },
];

/** Decodes the stored file and the twin in the page; mean absolute difference per channel. */
async function compare(page, storedUrl, twinBase64) {
  return page.evaluate(
    async ({ url, twin }) => {
      const pixels = async (blob) => {
        const bitmap = await createImageBitmap(blob);
        const canvas = document.createElement('canvas');
        canvas.width = bitmap.width;
        canvas.height = bitmap.height;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        context.drawImage(bitmap, 0, 0);
        const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
        return { width: bitmap.width, height: bitmap.height, data };
      };
      const response = await fetch(url);
      const type = response.headers.get('content-type');
      const stored = await pixels(await response.blob());
      const bytes = Uint8Array.from(atob(twin), (c) => c.charCodeAt(0));
      const reference = await pixels(new Blob([bytes], { type: 'image/jpeg' }));
      if (stored.width !== reference.width || stored.height !== reference.height) {
        return { type, size: [stored.width, stored.height], twinSize: [reference.width, reference.height] };
      }
      const sums = [0, 0, 0];
      for (let i = 0; i < stored.data.length; i += 4) {
        for (let c = 0; c < 3; c += 1) sums[c] += Math.abs(stored.data[i + c] - reference.data[i + c]);
      }
      const count = stored.data.length / 4;
      return { type, size: [stored.width, stored.height], twinSize: [reference.width, reference.height], mad: sums.map((s) => s / count) };
    },
    { url: storedUrl, twin: twinBase64 },
  );
}

test('three HEIC files in a row convert, save as bills and look like their JPEG twins', async () => {
  const { context, page } = await open(browser(), '/login/', desktop);
  await login(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin/');
  await page.goto(baseUrl + '/admin/bill/');
  await page.getByRole('heading', { level: 1, name: 'LEVERANS OCH KVITTO' }).waitFor();
  await page.getByRole('button', { name: /Visa kvitto/ }).first().waitFor();

  const times = {};
  for (const { file, number } of cases) {
    await page.getByRole('button', { name: 'Registrera ny' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nytt kvitto' });
    await dialog.getByLabel('Nummer').fill(number);
    await dialog.getByLabel('Datum').fill(today);
    await dialog.getByLabel('Företagsnamn').selectOption('Clas Ohlson');
    await dialog.getByLabel('Pris').fill('100');
    await dialog.getByLabel('Moms', { exact: true }).fill('20');
    await dialog.getByLabel('Sista dag').fill('2030-12-31');
    const started = Date.now();
    await dialog.getByLabel('Bild').setInputFiles(join(fixtures, file));
    if (file === 'foto-stor.heic') {
      // The progress state is shown while a big photo converts, and Spara waits for it.
      await dialog.getByRole('status').filter({ hasText: 'Konverterar bilden…' }).waitFor();
      assert.equal(await dialog.getByRole('button', { name: 'Spara', exact: true }).isDisabled(), true);
    }
    await dialog.getByRole('img', { name: 'Förhandsvisning' }).waitFor({ timeout: 120_000 });
    times[file] = Date.now() - started;
    // Everything typed is still there.
    assert.equal(await dialog.getByLabel('Nummer').inputValue(), number);
    await dialog.getByRole('button', { name: 'Spara', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 120_000 });
    await page.getByRole('button', { name: `Visa kvitto ${number}` }).waitFor();
  }
  console.log(`HEIC conversion times (pick → preview), ms: ${JSON.stringify(times)}`);

  for (const { twin, number, file } of cases) {
    await page.getByRole('button', { name: `Visa kvitto ${number}` }).click();
    const detail = page.getByRole('dialog', { name: `Kvitto ${number}` });
    const src = await detail.getByRole('img').getAttribute('src');
    assert.match(src, /\.jpg$/);
    const result = await compare(page, src, readFileSync(join(fixtures, twin)).toString('base64'));
    console.log(`${file} → ${src}: ${JSON.stringify(result)}`);
    assert.equal(result.type, 'image/jpeg');
    assert.deepEqual(result.size, result.twinSize);
    for (const channel of result.mad) assert.ok(channel <= 8, `${file}: mean absolute difference ${channel.toFixed(2)} > 8`);
    await detail.getByRole('button', { name: 'Stäng' }).last().click();
    await detail.waitFor({ state: 'detached' });
  }
  await context.close();
});

test('a HEIC that cannot be converted says so in Swedish and keeps everything typed', async () => {
  const { context, page } = await open(browser(), '/login/', desktop);
  await login(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin/');
  await page.goto(baseUrl + '/admin/bill/');
  await page.getByRole('button', { name: 'Registrera ny' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt kvitto' });
  await dialog.getByLabel('Nummer').fill('TRASIG');
  await dialog.getByLabel('Pris').fill('100');
  // A HEIC header followed by garbage: the converter fails.
  const broken = Buffer.concat([readFileSync(join(fixtures, 'kvitto.heic')).subarray(0, 64), Buffer.alloc(4096, 7)]);
  await dialog.getByLabel('Bild').setInputFiles({ name: 'trasig.heic', mimeType: 'image/heic', buffer: broken });
  await dialog.getByText('Bilden kunde inte konverteras. Försök med en JPEG-bild.').waitFor({ timeout: 120_000 });
  assert.equal(await dialog.getByLabel('Nummer').inputValue(), 'TRASIG');
  assert.equal(await dialog.getByLabel('Pris').inputValue(), '100');
  // Another file can be picked straight after, and converts.
  await dialog.getByLabel('Bild').setInputFiles(join(fixtures, 'kvitto-iphone.heic'));
  await dialog.getByRole('img', { name: 'Förhandsvisning' }).waitFor({ timeout: 120_000 });
  assert.equal(await dialog.getByText('Bilden kunde inte konverteras. Försök med en JPEG-bild.').count(), 0);
  await context.close();
});
