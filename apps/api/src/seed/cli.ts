// `pnpm --filter @platform/api seed`: migrates and seeds the configured database
// (DATABASE_URL, else the PGlite data directory). Safe to run again.
import { readEnv } from '../env';
import { defaultPgliteDir } from '../paths';
import { openDatabase } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_OPERATOR_KEY } from './demo-accounts';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from './seed';

const env = readEnv();
const database = await openDatabase({
  url: env.databaseUrl,
  pgliteDir: env.pgliteDir ?? defaultPgliteDir(),
});
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
  await database.close();
}
