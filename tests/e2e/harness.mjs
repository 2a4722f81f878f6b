/**
 * Shared helpers for the end-to-end tests: one Chromium per test file, a fresh context per
 * test (so the demo provider starts from its seed), phone and desktop viewports, login,
 * screenshots and an axe check.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';
export const phone = { width: 390, height: 844 };
export const narrow = { width: 320, height: 640 };
export const desktop = { width: 1280, height: 800 };

export const demo = {
  admin: { phone: '0701234567', password: 'admin123' },
  staff: { phone: '0709876543', password: 'städa123' },
};

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumFlags,
  });
}

/** A fresh context and page at `path`, waiting for the demo provider to be ready. */
export async function open(browser, path = '/', viewport = phone) {
  const context = await browser.newContext({ viewport, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  await page.goto(baseUrl + path);
  return { context, page };
}

export async function login(page, who = 'staff') {
  const { phone: number, password } = demo[who];
  await page.getByLabel('Telefonnummer').fill(number);
  await page.getByLabel('Lösenord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

const screenshotDir = join(process.cwd(), 'screenshots');

/** Saves a full-page screenshot to screenshots/<name>.png (for people to look at). */
export async function screenshot(page, name) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

const require = createRequire(import.meta.url);

/** Runs axe on the page; returns the serious and critical violations. */
export async function axe(page) {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const result = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
