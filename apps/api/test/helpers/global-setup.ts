// Runs once per vitest run, before any test file: builds the template databases that
// createTestDatabase copies (migrated; migrated and seeded), from the committed migrations
// and the seed as they are now. On PGlite the templates are data directory dumps in a
// temporary folder; on PostgreSQL (DATABASE_URL) they are template databases on that server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { seedDatabase } from '../../src/seed/seed';
import { TEMPLATE_DATABASES, type TemplateKind } from './templates';

async function dump(database: Database, file: string): Promise<void> {
  if (database.raw.kind !== 'pglite') throw new Error('only PGlite dumps its data directory');
  const blob = await database.raw.client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
}

async function pgliteTemplates(dir: string): Promise<Record<TemplateKind, string>> {
  const files = { migrated: path.join(dir, 'migrated.tar'), seeded: path.join(dir, 'seeded.tar') };
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await migrateDatabase(database);
    await dump(database, files.migrated);
    await seedDatabase(database.db, { demoTeam: false, transferMerchant: false });
    await dump(database, files.seeded);
  } finally {
    await database.close();
  }
  return files;
}

async function admin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function postgresTemplates(adminUrl: string): Promise<() => Promise<void>> {
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const names = Object.values(TEMPLATE_DATABASES);
  const dropAll = () =>
    admin(adminUrl, async (client) => {
      for (const name of names) {
        await client.query(`drop database if exists "${name}" with (force)`);
      }
    });
  await dropAll();
  await admin(adminUrl, (client) =>
    client.query(`create database "${TEMPLATE_DATABASES.migrated}"`),
  );
  const migrated = await openDatabase({ url: urlOf(TEMPLATE_DATABASES.migrated) });
  try {
    await migrateDatabase(migrated);
  } finally {
    await migrated.close();
  }
  await admin(adminUrl, (client) =>
    client.query(
      `create database "${TEMPLATE_DATABASES.seeded}" template "${TEMPLATE_DATABASES.migrated}"`,
    ),
  );
  const seeded = await openDatabase({ url: urlOf(TEMPLATE_DATABASES.seeded) });
  try {
    await seedDatabase(seeded.db, { demoTeam: false, transferMerchant: false });
  } finally {
    await seeded.close();
  }
  return dropAll;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  const dir = mkdtempSync(path.join(tmpdir(), 'api-test-templates-'));
  let dropPostgres: (() => Promise<void>) | undefined;
  if (adminUrl) {
    dropPostgres = await postgresTemplates(adminUrl);
    project.provide('pgliteTemplates', { migrated: '', seeded: '' });
  } else {
    project.provide('pgliteTemplates', await pgliteTemplates(dir));
  }
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropPostgres?.();
  };
}
