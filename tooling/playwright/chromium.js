// Finds a Chromium the tests can drive. Nothing is ever downloaded from a browser CDN:
// the project uses Debian's packages (or CHROMIUM_PATH).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/** Debian's chromium-headless-shell: the same Blink and V8 as its chromium, without the
 * browser's UI layers. The end-to-end suites took 20 % less CPU and 15 % less time with it
 * (19 player tests: 383 against 476 CPU-seconds, 244 against 286 s, 2026-11-30). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** A full Chromium (Lighthouse measures pages in the browser people use). */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

/** The browser the tests drive: CHROMIUM_PATH, else the headless shell, else a full Chromium. */
export function findTestChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : findChromium();
}

/** Debian's Noto fonts for every interface language's script (Thai, Lao, Khmer, Myanmar,
 * Bengali, Devanagari, Tamil, Arabic; CJK in its own package). */
const FONT_PACKAGES = ['fonts-noto-core', 'fonts-noto-cjk'];

function missingPackages(names) {
  return names.filter((name) => {
    try {
      const status = execFileSync('dpkg-query', ['-W', '-f=${Status}', name], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      return !status.includes('ok installed');
    } catch {
      return true;
    }
  });
}

/**
 * Installs Debian's chromium-headless-shell, and the Noto fonts the screens need, when running
 * as root with apt; otherwise explains what to do (a missing font only warns: the script shows
 * as boxes; without the shell a full Chromium serves). Returns the browser the tests drive.
 */
export function ensureChromium() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  const fonts = hasApt ? missingPackages(FONT_PACKAGES) : [];
  const needShell = !process.env.CHROMIUM_PATH && !fs.existsSync(HEADLESS_SHELL);
  const wanted = [...(needShell ? ['chromium-headless-shell'] : []), ...fonts];
  if (wanted.length > 0 && isRoot && hasApt) {
    console.log(`[e2e] installing Debian packages with apt-get: ${wanted.join(' ')} ...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', ...wanted], { stdio: 'inherit', env });
    } catch (error) {
      if (!findChromium()) throw error;
      console.warn(`[e2e] apt-get failed (${String(error)}); using ${findChromium()}`);
    }
  } else if (fonts.length > 0) {
    console.warn(
      `[e2e] fonts missing (scripts may render as boxes): sudo apt-get install ${fonts.join(' ')}`,
    );
  }
  const chromium = findTestChromium();
  if (chromium) return chromium;
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one (Debian: `sudo apt-get install chromium-headless-shell`) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
