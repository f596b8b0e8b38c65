/**
 * Draws the install icons (public/icons/*.png) from the app icon, public/favicon.svg, in the system
 * Chromium: `pnpm --filter @taper/web icons` after changing the icon. The PNGs are committed, so the
 * build needs no image tool. The maskable icon is the same mark on a full-bleed square, scaled into
 * the safe circle (the middle 80 %) that any mask keeps.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const icon = readFileSync(path.join(web, 'public', 'favicon.svg'), 'utf8');
const mark = /<path[^>]*\/>/.exec(icon)?.[0];
const teal = /fill="(#[0-9a-fA-F]{6})"/.exec(icon)?.[1];
if (!mark || !teal) throw new Error('favicon.svg: no <path/> mark or fill colour found');

// The mark spans about 16 of the icon's 32 units; in the maskable square it spans 40 % of it.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${teal}"/><g transform="translate(16 16) scale(0.8) translate(-16 -16)">${mark}</g></svg>`;

const outputs = [
  { file: 'icon-192.png', size: 192, svg: icon },
  { file: 'icon-512.png', size: 512, svg: icon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
];

const out = path.join(web, 'public', 'icons');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${src}" width="${size}" height="${size}" style="display:block">`,
    );
    await page.screenshot({ path: path.join(out, file), omitBackground: true });
    await page.close();
    process.stdout.write(`public/icons/${file} (${size}×${size})\n`);
  }
} finally {
  await browser.close();
}
