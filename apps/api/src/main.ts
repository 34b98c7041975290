// Starts the reference platform API: opens the database (PGlite under .data/pglite, or
// PostgreSQL when DATABASE_URL is set), runs the migrations, seeds an empty database and
// listens on HOST:PORT.
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { isDatabaseEmpty, seedDatabase } from './seed/seed';
import { startLotterySettler } from './vendors/demo';
import { startCashierJobs } from './domain/cashier';
import { readEnv } from './env';
import { defaultPgliteDir } from './paths';

const env = readEnv();
const database = await openDatabase({
  url: env.databaseUrl,
  pgliteDir: env.pgliteDir ?? defaultPgliteDir(),
});
await migrateDatabase(database);
const seeded = env.seed && (await isDatabaseEmpty(database.db));
if (seeded) await seedDatabase(database.db);

const app = await buildApp({
  database,
  logLevel: env.logLevel,
  devEndpoints: env.devEndpoints,
  trustProxy: env.trustProxy,
  rateLimit: { max: env.rateLimitMax, captchaMax: env.captchaRateLimitMax },
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
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.port, host: env.host });
const host = env.host.includes(':') ? `[${env.host}]` : env.host;
app.log.info(
  { database: database.kind, seeded, devEndpoints: env.devEndpoints },
  `Platform API listening on http://${host}:${env.port}`,
);
