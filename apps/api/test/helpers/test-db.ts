// A fresh, migrated database per test file: in-memory PGlite by default; on PostgreSQL
// (DATABASE_URL set) a throw-away database created for the file and dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';

export interface TestDatabase {
  database: Database;
  dispose(): Promise<void>;
}

/** `migrate: false` leaves the database empty (a test that runs the migrations itself). */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate !== false;
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    if (migrate) await migrateDatabase(database);
    return { database, dispose: () => database.close() };
  }
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), maxConnections: 5 });
  if (migrate) await migrateDatabase(database);
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
