#!/usr/bin/env node
// Screenshots of running pages at phone and desktop width, in English and Arabic:
//   node tooling/scripts/screenshots.mjs http://127.0.0.1:5173/ http://127.0.0.1:5174/agent
// Writes screenshots/<host>-<path>-<width>-<lang>.png (git-ignored). Uses Debian's Chromium.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'apps/player/package.json'));
const { chromium } = require('@playwright/test');
const { CHROMIUM_ARGS, ensureChromium } = await import('../playwright/chromium.js');

const urls = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '1440,375').split(',').map(Number);
const languages = (process.env.LANGS ?? 'EN,AR').split(',');
const headers = process.env.FORWARDED_FOR ? { 'X-Forwarded-For': process.env.FORWARDED_FOR } : {};
const outDir = path.join(root, 'screenshots');
fs.mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
for (const url of urls) {
  for (const width of widths) {
    for (const lang of languages) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 812 : 900 },
        extraHTTPHeaders: headers,
      });
      await context.addInitScript((l) => localStorage.setItem('hisLang', l), lang);
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      // Scroll through the page so lazily loaded images are in the picture, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 100));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page
        .waitForFunction(() => [...document.images].every((i) => i.complete), null, {
          timeout: 10_000,
        })
        .catch(() => undefined);
      const u = new URL(url);
      const name = `${u.port}${u.pathname.replace(/\W+/g, '-')}-${width}-${lang}.png`.replace(
        /-+/g,
        '-',
      );
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(`screenshots/${name}`);
      await context.close();
    }
  }
}
await browser.close();
