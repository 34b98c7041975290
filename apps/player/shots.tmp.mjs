// Viewport screenshots at scroll offsets (phone pages are tall): node shots.tmp.mjs <url> <name> [width] [lang] [steps]
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');
const { CHROMIUM_ARGS, ensureChromium } = await import('../../tooling/playwright/chromium.js');
const [url, name, width = '375', lang = 'EN', steps = '3', actions = ''] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const w = Number(width);
const context = await browser.newContext({ viewport: { width: w, height: w < 600 ? 812 : 900 } });
await context.addInitScript((l) => localStorage.setItem('hisLang', l), lang);
const page = await context.newPage();
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
if (actions) for (const sel of actions.split('|')) { await page.locator(sel).first().click(); await page.waitForTimeout(800); }
if (process.env.EL) {
  await page.locator(process.env.EL).first().screenshot({ path: `/tmp/rw/crops/${name}-el.png` });
  await browser.close();
  process.exit(0);
}
const h = w < 600 ? 812 : 900;
for (let i = 0; i < Number(steps); i++) {
  await page.evaluate((y) => window.scrollTo(0, y), i * (h - 100));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/rw/crops/${name}-${i}.png` });
}
await browser.close();
