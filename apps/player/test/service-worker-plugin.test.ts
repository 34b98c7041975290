import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceWorker } from '../sw/service-worker-plugin.js';

function build(files: Record<string, string>) {
  const out = mkdtempSync(path.join(tmpdir(), 'sw-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(out, name)), { recursive: true });
    writeFileSync(path.join(out, name), body);
  }
  const plugin = serviceWorker() as unknown as {
    configResolved: (c: unknown) => void;
    closeBundle: () => void;
  };
  plugin.configResolved({ root: path.resolve(import.meta.dirname, '..'), build: { outDir: out } });
  plugin.closeBundle();
  return readFileSync(path.join(out, 'sw.js'), 'utf8');
}

describe('service worker build step', () => {
  const files = {
    'index.html':
      '<!doctype html><script type="module" src="/assets/index-abc.js"></script><link rel="stylesheet" href="/assets/index-abc.css">',
    'assets/index-abc.js': 'x',
    'assets/index-abc.js.map': '{}',
    'assets/index-abc.css': 'y',
    'assets/promotions-page-def.js': 'screen',
    'icons/icon-192.png': 'png',
    'manifest.webmanifest': '{}',
    'content/promo.svg': '<svg/>',
    'flags/VN.svg': '<svg/>',
  };

  it('precaches the shell index.html loads (no maps, screens, operator images or flags) and is valid script', () => {
    const sw = build(files);
    const precache = JSON.parse(/const PRECACHE = (\[.*\]);/.exec(sw)?.[1] ?? '[]') as string[];
    expect(precache).toEqual([
      '/assets/index-abc.css',
      '/assets/index-abc.js',
      '/icons/icon-192.png',
      '/index.html',
      '/manifest.webmanifest',
    ]);
    expect(() => new Function(sw)).not.toThrow();
    expect(sw).toContain('NEVER_CACHED = /^\\/(wps|lgw|lotto|dev|livechat|health)(\\/|$)/');
  });

  it('changes its version when a file changes', () => {
    const version = (sw: string) => /const VERSION = '([0-9a-f]{16})'/.exec(sw)?.[1];
    const a = version(build(files));
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(version(build(files))).toBe(a);
    expect(version(build({ ...files, 'assets/index-abc.js': 'changed' }))).not.toBe(a);
    // A screen chunk is not precached, but a new one still means a new release.
    expect(version(build({ ...files, 'assets/promotions-page-def.js': 'changed' }))).not.toBe(a);
  });
});
