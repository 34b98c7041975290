// buildApp: a Fastify 5 instance whose routes and request validation come from the
// bundled OpenAPI document (fastify-openapi-glue), with the envelope, merchant header,
// request encryption, rate limits, compressed answers, security headers and structured logs.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { loadDocument, type OpenApiDocument, withoutDevOnly } from './contract/document';
import type { Database } from './db/client';
import { type Clock, createJobRunner, retryTransactions, systemClock } from './domain/kernel';
import { randomCaptchaText, createAltcha, secretFromKey } from './domain/captcha';
import { createDevClock } from './domain/kernel';
import { createFirebaseVerifier, type PhoneTokenVerifier } from './domain/registration';
import { createKeyStore } from './domain/security';
import { CHAT_STREAM_MS } from './domain/content';
import { closeEventHub } from './domain/events';
import { parseTrustProxy, type Env } from './env';
import { backgroundJobs, type JobsOptions } from './jobs';
import { registerCompression } from './plugins/compression';
import { registerEncryption } from './plugins/encryption';
import { registerBodyRules } from './plugins/request-body';
import { registerFormBody } from './plugins/form-body';
import { registerJsonBody } from './plugins/json-body';
import { registerAccountRoutes } from './plugins/account-routes';
import { registerCashierRoutes } from './plugins/cashier-routes';
import { registerVendorWalletRoutes } from './plugins/vendor-wallet-routes';
import { registerContentRoutes } from './plugins/content-routes';
import { clientErrorHandler, registerErrorHandling, sendError } from './plugins/errors';
import { loggerOptions, RequestLog } from './plugins/logging';
import { registerMerchantHeader } from './plugins/merchant';
import { registerModuleSwitches } from './plugins/module-switches';
import { registerOperatorAccess } from './plugins/operator-access';
import { registerRedirectTargets } from './plugins/redirect-targets';
import {
  DEFAULT_UPLOAD_QUOTA,
  registerUploadQuota,
  type UploadQuota,
} from './plugins/upload-quota';
import {
  DEFAULT_RATE_LIMITS,
  type RateLimitOptions,
  registerRateLimit,
} from './plugins/rate-limit';
import { registerRequestId, requestId } from './plugins/request-id';
import { type Metrics, registerRequestMetrics } from './plugins/metrics';
import { registerReadinessGate } from './plugins/readiness';
import { createReadiness, type Readiness } from './http/readiness';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessionCache } from './plugins/session-cache';
import { registerResponseMediaTypes } from './plugins/response-media-types';
import { registerValidation } from './plugins/validation';
import { createServiceHandlers } from './routes';
import { type VendorRegistry, vendorRegistry } from './vendors';
import { type DeliveryProviders, NO_PROVIDERS } from './domain/verification';
import { type CountryLookup, countryDatabase } from './domain/site';

export interface BuildAppOptions {
  database: Database;
  /** Log level, or false for no logs (the default, used by tests). */
  logLevel?: string | false;
  /** Where log lines go (default stdout). */
  logStream?: NodeJS.WritableStream;
  /** Serve the x-dev-only operations; otherwise they answer 404 not.found. Default true. */
  devEndpoints?: boolean;
  /** Which proxies may set X-Forwarded-For. Default: none (DEFAULT_TRUST_PROXY). */
  trustProxy?: Env['trustProxy'];
  rateLimit?: Partial<RateLimitOptions>;
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  clock?: Clock;
  captchaText?: () => string;
  /** Verifier of Firebase phone tokens; default: node:crypto against the configured JWKS. */
  phoneToken?: PhoneTokenVerifier;
  /** The contract; defaults to openapi/dist/platform.json. */
  document?: OpenApiDocument;
  /**
   * Run the background jobs (src/jobs.ts: cashier, contract settlement, lottery settlement,
   * the jackpot sweep) while the app runs, on the app's clock (the development clock moves
   * them), from when the readiness state is first `ready` until the app closes. Off unless
   * given.
   */
  jobs?: JobsOptions;
  /** A production deployment: HSTS and upgrade-insecure-requests on answers over HTTPS. */
  production?: boolean;
  /** Readiness state (main.ts starts it at `starting`); default: ready. */
  readiness?: Readiness;
  /** Prometheus metrics of this process: requests are counted when given. */
  metrics?: Metrics;
  /** Quotas on stored uploads (x-upload operations). */
  uploadQuota?: Partial<UploadQuota>;
  /** How long a server-sent event stream stays open before the client reconnects. */
  streamMs?: number;
  /** The game vendors (default: the demo vendor only; main.ts adds configured ones). */
  vendors?: VendorRegistry;
  /** The SMS and e-mail providers (default none: messages stay in the development outbox). */
  delivery?: DeliveryProviders;
  /** The country of an IP for region blocking (default: the country IP database). */
  countryOf?: CountryLookup;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { database } = options;
  // Every transaction of the app (requests and jobs) runs again after a lost race (40001,
  // 40P01) instead of answering 500: see domain/kernel/ledger/transactions.ts.
  retryTransactions(database.db);
  const devClock =
    options.devEndpoints === false ? null : createDevClock(options.clock ?? systemClock);
  const clock = devClock?.clock ?? options.clock ?? systemClock;
  const fullDocument = options.document ?? loadDocument();
  const document = options.devEndpoints === false ? withoutDevOnly(fullDocument) : fullDocument;
  const keys = createKeyStore(database.db);
  const delivery = options.delivery ?? NO_PROVIDERS;

  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? false, options.logStream),
    trustProxy: options.trustProxy ?? parseTrustProxy(undefined),
    bodyLimit: options.bodyLimit ?? 256 * 1024,
    genReqId: requestId,
    // One log line per request, on completion.
    logController: new RequestLog(),
    // Draining (main.ts): the listener closes, requests on open connections are still served
    // (each answered with Connection: close), idle connections are closed by main.ts.
    forceCloseConnections: false,
    return503OnClosing: false,
    // Errors Fastify raises before routing (a malformed URL) get the envelope too.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
    // ...and so do the answers Node writes itself (bad request line, headers too large).
    clientErrorHandler,
  });

  registerValidation(app);
  registerRequestId(app);
  const readiness = options.readiness ?? createReadiness('ready');
  registerReadinessGate(app, readiness);
  registerSessionCache(app, database);
  if (options.metrics) registerRequestMetrics(app, options.metrics, document);
  await registerSecurityHeaders(app, { production: options.production ?? false });
  await app.register(cookie);
  await registerCompression(app);
  const rateLimit = await registerRateLimit(app, database.db, clock, {
    ...DEFAULT_RATE_LIMITS,
    ...options.rateLimit,
  });
  registerMerchantHeader(app, database.db);
  registerModuleSwitches(app, database.db, document);
  registerOperatorAccess(app, database.db, document, clock);
  registerRedirectTargets(app, document, { development: options.devEndpoints !== false });
  registerUploadQuota(app, {
    db: database.db,
    clock,
    doc: document,
    quota: { ...DEFAULT_UPLOAD_QUOTA, ...options.uploadQuota },
  });
  registerBodyRules(app, document);
  registerContentRoutes(app);
  registerCashierRoutes(app);
  registerVendorWalletRoutes(app);
  registerAccountRoutes(app);
  registerEncryption(app, keys);
  registerFormBody(app);
  registerJsonBody(app);
  registerErrorHandling(app, rateLimit);
  registerResponseMediaTypes(app, document);

  await app.register(openapiGlue, {
    specification: document,
    serviceHandlers: createServiceHandlers({
      database,
      db: database.db,
      reader: database.reader,
      keys,
      clock,
      captchaText: options.captchaText ?? (() => randomCaptchaText()),
      humanCheck: createAltcha(database.db, () => secretFromKey(keys)),
      delivery,
      countryOf: options.countryOf ?? countryDatabase,
      phoneToken: options.phoneToken ?? createFirebaseVerifier(),
      devClock,
      vendors: options.vendors ?? vendorRegistry,
      readiness,
      streamMs: options.streamMs ?? CHAT_STREAM_MS,
    }),
  });
  // The event streams' LISTEN connection (opened by the first stream) ends with the app.
  app.addHook('onClose', () => closeEventHub(database));
  if (options.jobs) {
    // The one place background jobs start: each registered once, one runner per app.
    const runner = createJobRunner({
      database,
      clock,
      log: app.log,
      ...(options.jobs.tickMs !== undefined ? { tickMs: options.jobs.tickMs } : {}),
    });
    for (const job of backgroundJobs({ ...options.jobs, delivery })) runner.register(job);
    let started: Promise<void> | null = null;
    let closed = false;
    app.addHook('onReady', async () => {
      readiness.whenReady(() => {
        if (closed) return;
        started ??= runner
          .start()
          .catch((error: unknown) => app.log.error({ err: error }, 'job runner did not start'));
      });
    });
    app.addHook('onClose', async () => {
      closed = true;
      await started;
      await runner.stop();
    });
  }
  return app;
}
