// Runs the committed drizzle-kit migrations (apps/api/drizzle) on PGlite or PostgreSQL.
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder } from '../paths';
import type { Database } from './client';

/** Any constant shared by all replicas: serialises concurrent migrations on PostgreSQL. */
const MIGRATION_LOCK_ID = 727_431_001;

export async function migrateDatabase(
  database: Database,
  folder = migrationsFolder(),
): Promise<void> {
  const raw = database.raw;
  if (raw.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: raw.client }), { migrationsFolder: folder });
    return;
  }
  // Replicas starting together: the first takes the lock and migrates, the others wait and
  // then find nothing left to do.
  const lock = await raw.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: raw.pool }), { migrationsFolder: folder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lock.release();
  }
}
