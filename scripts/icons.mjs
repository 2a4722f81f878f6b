#!/usr/bin/env node
/**
 * Draws the app icons (public/icons/*.png) from one design in Debian's Chromium: the 48 px favicon and
 * 'any' icons (192, 512) as the rounded tile, 'maskable' ones full-bleed with the mark inside
 * the central safe zone (a circle of 40 % of the size), and the 180 px apple-touch-icon (iOS
 * fills transparency with black, so it is full-bleed too). Run once after changing the design:
 * node scripts/icons.mjs
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const brand = '#0f5c4d';
const mark = '<path d="M9 21c2 2 4 3 7 3 4 0 7-2 7-5 0-6-13-3-13-9 0-3 3-5 6-5 3 0 5 1 6 3" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>';
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${brand}"/>${mark}</svg>`;
// Full bleed; the mark scaled to 70 % around the centre so it stays inside the safe zone.
const bleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brand}"/><g transform="translate(16 16) scale(0.7) translate(-16 -14.5)">${mark}</g></svg>`;

const icons = [
  // The page's favicon: a PNG, not the SVG it once was. A browser downloads a page's favicon in
  // the page's own process and decodes an SVG one there as a whole SVG document, on the main
  // thread: 16-35 ms at CPU 4x in Min sida's first visit, while its code was being evaluated;
  // this PNG decodes in under 2 (docs/decisions.md, session 27).
  { file: 'favicon-48.png', size: 48, svg: tile },
  { file: 'icon-192.png', size: 192, svg: tile },
  { file: 'icon-512.png', size: 512, svg: tile },
  { file: 'icon-maskable-192.png', size: 192, svg: bleed },
  { file: 'icon-maskable-512.png', size: 512, svg: bleed },
  { file: 'apple-touch-icon.png', size: 180, svg: bleed },
];

mkdirSync('public/icons', { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
    await page.screenshot({ path: `public/icons/${file}`, omitBackground: true });
    await page.close();
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
