// Clears axe's record of checked pages before a run (a11y-teardown.js counts it after).
import { rmSync } from 'node:fs';
import { A11Y_LOG } from './a11y.js';

export default function a11ySetup() {
  rmSync(A11Y_LOG, { force: true });
}
