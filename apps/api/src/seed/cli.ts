// `pnpm --filter @platform/api seed`: migrates and seeds the configured database
// (DATABASE_URL, PGLITE_DIR, else the embedded PostgreSQL). Safe to run again; stop the
// server first (one process per data directory).
import { readEnv } from '../env';
import { openConfiguredDatabase } from '../db/default-database';
import { DEMO_ACCOUNTS, DEMO_OPERATOR_KEY } from './demo-accounts';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from './seed';

const env = readEnv();
const opened = await openConfiguredDatabase(env);
const { database } = opened;
try {
  await migrateDatabase(database);
  await seedDatabase(database.db);
  process.stdout.write(`Seeded the ${database.kind} database. Demo accounts:\n`);
  for (const a of DEMO_ACCOUNTS) {
    process.stdout.write(
      `  ${a.role.padEnd(7)} ${a.username} / ${a.password} (merchant ${a.merchant})\n`,
    );
  }
  process.stdout.write(`Demo operator key (merchant demo): ${DEMO_OPERATOR_KEY}\n`);
} finally {
  await opened.close();
}
