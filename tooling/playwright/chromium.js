// Finds a Chromium the tests can drive. Nothing is ever downloaded from a browser CDN:
// the project uses Debian's chromium package (or CHROMIUM_PATH).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
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
 * Installs Debian's chromium, and the Noto fonts the screens need, when running as root with
 * apt; otherwise explains what to do (a missing font only warns: the script shows as boxes).
 */
export function ensureChromium() {
  const found = findChromium();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  const fonts = hasApt ? missingPackages(FONT_PACKAGES) : [];
  const wanted = [...(found ? [] : ['chromium']), ...fonts];
  if (wanted.length > 0 && isRoot && hasApt) {
    console.log(`[e2e] installing Debian packages with apt-get: ${wanted.join(' ')} ...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...wanted], { stdio: 'inherit', env });
  } else if (fonts.length > 0) {
    console.warn(
      `[e2e] fonts missing (scripts may render as boxes): sudo apt-get install ${fonts.join(' ')}`,
    );
  }
  const chromium = found ?? findChromium();
  if (chromium) return chromium;
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one (Debian: `sudo apt-get install chromium`) ' +
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
