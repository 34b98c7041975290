// Starts the reference platform API: opens the database (PostgreSQL at DATABASE_URL, PGlite in
// PGLITE_DIR, else the embedded PostgreSQL under .data/postgres), runs the migrations, seeds
// an empty database and listens on HOST:PORT.
import { buildApp } from './app';
import { openDefaultDatabase } from './db/default-database';
import { migrateDatabase } from './db/migrate';
import { isDatabaseEmpty, seedDatabase } from './seed/seed';
import { startLotterySettler } from './vendors/demo';
import { startCashierJobs } from './domain/cashier';
import { readEnv } from './env';
import { defaultEmbeddedPostgresDir, defaultPgliteDir } from './paths';

const env = readEnv();
const opened = await openDefaultDatabase({
  url: env.databaseUrl,
  pgliteDir: env.pgliteDir,
  embeddedDir: env.embeddedPgDir ?? defaultEmbeddedPostgresDir(),
  fallbackPgliteDir: defaultPgliteDir(),
  warn: (message) => process.stderr.write(`${message}\n`),
});
const { database } = opened;
await migrateDatabase(database);
const seeded = env.seed && (await isDatabaseEmpty(database.db));
if (seeded) await seedDatabase(database.db);

const app = await buildApp({
  database,
  logLevel: env.logLevel,
  devEndpoints: env.devEndpoints,
  trustProxy: env.trustProxy,
  rateLimit: { max: env.rateLimitMax, captchaMax: env.captchaRateLimitMax },
  settlement: { everyMs: env.settlementEveryMs, graceMs: env.settlementGraceMs },
  ...(env.fixedCaptchaText && env.devEndpoints
    ? { captchaText: () => env.fixedCaptchaText ?? '' }
    : {}),
});

const stopSettler = startLotterySettler(database, app.log);
const stopCashierJobs = startCashierJobs(database.db, () => Date.now(), app.log);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stopSettler();
  stopCashierJobs();
  await app.close();
  await opened.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.port, host: env.host });
const host = env.host.includes(':') ? `[${env.host}]` : env.host;
app.log.info(
  { database: opened.source, seeded, devEndpoints: env.devEndpoints },
  `Platform API listening on http://${host}:${env.port}`,
);
