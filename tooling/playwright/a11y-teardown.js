// Prints how many pages and dialogs axe checked in the run (tooling/playwright/a11y.js).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { A11Y_LOG } from './a11y.js';

export default function a11yTeardown() {
  if (!existsSync(A11Y_LOG)) return;
  const rows = readFileSync(A11Y_LOG, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  rmSync(A11Y_LOG);
  const dialogs = rows.filter((r) => r.dialog).length;
  const failing = rows.reduce((n, r) => n + r.failing, 0);
  const seconds = rows.reduce((n, r) => n + (r.ms ?? 0), 0) / 1000;
  const langs = [...new Set(rows.map((r) => r.lang))].sort().join(', ');
  console.log(
    `[axe] checked ${rows.length - dialogs} page(s) and ${dialogs} dialog(s) (${langs}): ${failing} serious or critical violation(s), ${seconds.toFixed(1)} s in axe`,
  );
}
