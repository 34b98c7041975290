// The demo games' scripts and style sheet, read once from apps/api/demo-games (copied next to
// dist/main.js by the build).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { demoGamesAssetsDir } from '../../paths';

const FILE = /^[a-z-]{1,32}\.(js|css)$/;
const cache = new Map<string, string | null>();

export const assetType = (file: string): string =>
  file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';

export function readAsset(file: string): string | null {
  if (!FILE.test(file)) return null;
  if (!cache.has(file)) {
    try {
      cache.set(file, readFileSync(path.join(demoGamesAssetsDir(), file), 'utf8'));
    } catch {
      cache.set(file, null);
    }
  }
  return cache.get(file) ?? null;
}
