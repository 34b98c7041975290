// A fresh database per test file: in-memory PGlite by default; on PostgreSQL (DATABASE_URL
// set) a throw-away database created for the file and dropped afterwards. Both start from
// templates the global setup built once per run (test/helpers/global-setup.ts): migrated, or
// migrated and seeded with the demo merchant. Copying a template takes a fraction of the time
// of migrating and seeding, which every file used to repeat.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { TEMPLATE_DATABASES, type TemplateKind } from './templates';

// Two statements sent at once on one connection (a transaction's reads in Promise.all): the
// driver queues them and warns it will stop. A test that does this fails, so the warning never
// reaches the API's output (readsOf in the kernel runs a transaction's reads one by one).
process.on('warning', (warning) => {
  if (/already executing a query/.test(warning.message))
    throw new Error(`one connection used by two queries at once: ${warning.message}`);
});

export interface TestDatabase {
  database: Database;
  dispose(): Promise<void>;
}

const dumps = new Map<TemplateKind, Blob>();
function pgliteDump(kind: TemplateKind): Blob {
  let dump = dumps.get(kind);
  if (!dump) {
    dump = new Blob([readFileSync(inject('pgliteTemplates')[kind])]);
    dumps.set(kind, dump);
  }
  return dump;
}

/**
 * `seeded`: the demo merchant is already seeded (the default seed, without the demo team);
 * `empty`: not even migrated (a test that runs the migrations itself).
 */
export async function createTestDatabase(
  options: { seeded?: boolean; empty?: boolean } = {},
): Promise<TestDatabase> {
  const kind: TemplateKind = options.seeded ? 'seeded' : 'migrated';
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase(
      options.empty
        ? { pgliteDir: 'memory://' }
        : { pgliteDir: 'memory://', pgliteDump: pgliteDump(kind) },
    );
    return { database, dispose: () => database.close() };
  }
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    options.empty
      ? `create database "${name}"`
      : `create database "${name}" template "${TEMPLATE_DATABASES[kind]}"`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), maxConnections: 5 });
  return {
    database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
