// Starts the reference platform API: opens the database (PostgreSQL at DATABASE_URL, PGlite in
// PGLITE_DIR, else the embedded PostgreSQL under .data/postgres), listens on HOST:PORT at once
// (the readiness check answers 503 meanwhile), runs the migrations, seeds an empty database,
// then takes traffic. SIGTERM drains: the readiness check fails, the listener closes, in-flight
// requests finish (SHUTDOWN_GRACE_MS at most), then the jobs (started by the app once ready)
// and the database stop.
import type { Server } from 'node:http';
import { buildApp } from './app';
import { openConfiguredDatabase } from './db/default-database';
import { EmbeddedPostgresFailed } from './db/embedded-postgres';
import { migrateDatabase } from './db/migrate';
import { isDatabaseEmpty, seedDatabase } from './seed/seed';
import { createSeamlessVendor, createVendorRegistry } from './vendors';
import { demoVendor } from './vendors/demo';
import { readEnv } from './env';
import { createReadiness } from './http/readiness';
import { logDestination } from './plugins/logging';
import { createMetrics, registerReaderMetrics, serveMetrics } from './plugins/metrics';
import { deliveryProviders } from './domain/verification';

const env = readEnv();
const opened = await openConfiguredDatabase(env).catch((error: unknown) => {
  // The embedded database could not start: what happened and what to do, not a stack trace.
  if (!(error instanceof EmbeddedPostgresFailed)) throw error;
  process.stderr.write(`Cannot start the database. ${error.message}\n`);
  process.exit(1);
});
const { database } = opened;
const readiness = createReadiness('starting');
const metrics = env.metricsPort > 0 ? createMetrics() : undefined;
if (metrics) registerReaderMetrics(metrics, database.reader);

const app = await buildApp({
  database,
  logLevel: env.logLevel,
  logStream: logDestination(),
  devEndpoints: env.devEndpoints,
  trustProxy: env.trustProxy,
  production: env.production,
  readiness,
  metrics,
  rateLimit: { max: env.rateLimitMax, captchaMax: env.captchaRateLimitMax },
  delivery: deliveryProviders(env.delivery),
  // The background jobs start once the readiness state is `ready` (below) and stop on close.
  jobs: {
    everyMs: { settlement: env.settlementEveryMs },
    settlementGraceMs: env.settlementGraceMs,
  },
  ...(env.fixedCaptchaText && env.devEndpoints
    ? { captchaText: () => env.fixedCaptchaText ?? '' }
    : {}),
  ...(env.seamlessWallet
    ? {
        vendors: createVendorRegistry([demoVendor, createSeamlessVendor(env.seamlessWallet)]),
      }
    : {}),
});

const unconfigured = [
  env.delivery.smsGatewayUrl ? null : 'SMS (SMS_GATEWAY_URL)',
  env.delivery.smtpUrl && env.delivery.mailFrom ? null : 'e-mail (SMTP_URL, MAIL_FROM)',
].filter(Boolean);
if (env.production && unconfigured.length > 0) {
  app.log.warn(
    { unconfigured },
    'no delivery provider for these channels: their messages stay in the outbox, unsent',
  );
}

let metricsServer: Server | null = null;
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  readiness.set('draining');
  app.log.info({ signal }, 'draining: in-flight requests finish, no new connections');
  const forced = setTimeout(() => {
    app.log.warn({ graceMs: env.shutdownGraceMs }, 'shutdown grace ended; exiting');
    process.exit(1);
  }, env.shutdownGraceMs);
  forced.unref();
  // The listener closes at once; connections that are idle (between keep-alive requests, or
  // accepted but not yet sending) are closed from a second on, busy ones after their answer.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 1000);
  await app.close();
  clearInterval(sweep);
  metricsServer?.close();
  await opened.close();
  app.log.info('stopped');
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.port, host: env.host });
const host = env.host.includes(':') ? `[${env.host}]` : env.host;
if (metrics) {
  metricsServer = await serveMetrics(metrics, env.metricsPort, env.metricsHost);
  app.log.info(`metrics on http://${env.metricsHost}:${env.metricsPort}/metrics`);
}

readiness.set('migrating');
try {
  await migrateDatabase(database);
} catch (err) {
  app.log.fatal({ err }, 'migrations failed');
  process.exit(1);
}
const seeded = env.seed && (await isDatabaseEmpty(database.db));
if (seeded) await seedDatabase(database.db, { demoTeam: env.seedDemoTeam, sites: env.seedSites });
if (!closing) readiness.set('ready');
app.log.info(
  { database: opened.source, seeded, devEndpoints: env.devEndpoints },
  `Platform API listening on http://${host}:${env.port}`,
);
