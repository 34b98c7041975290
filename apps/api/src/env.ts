// The only module that reads process.env: everything else receives plain options.
import type { FastifyServerOptions } from 'fastify';

export interface Env {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * README "Read replica and pooling": DATABASE_DIRECT_URL (the primary itself when
   * DATABASE_URL is a transaction pooler), DATABASE_REPLICA_URL (a streaming replica),
   * DATABASE_REPLICA_MAX_LAG_MS and DATABASE_POOL_SIZE (connections per pool and process).
   */
  database: {
    directUrl: string | undefined;
    replicaUrl: string | undefined;
    replicaMaxLagMs: number | undefined;
    poolSize: number | undefined;
  };
  pgliteDir: string | undefined;
  /** Data directory of the embedded PostgreSQL (default apps/api/.data/postgres). */
  embeddedPgDir: string | undefined;
  seed: boolean;
  /** Seed the demo agent's generated team too (SEED_DEMO_TEAM, default on). */
  seedDemoTeam: boolean;
  /**
   * The demo merchant's site addresses written by the seed (SEED_PLAYER_SITE_URL,
   * SEED_AGENT_CONSOLE_URL); by default those `pnpm start` serves (127.0.0.1:5173 and :5174).
   * After seeding they are the merchant's domain configuration, read at run time.
   */
  seedSites: { player?: string; agentConsole?: string };
  devEndpoints: boolean;
  trustProxy: NonNullable<FastifyServerOptions['trustProxy']>;
  logLevel: string;
  production: boolean;
  rateLimitMax: number;
  captchaRateLimitMax: number;
  /** Development and end-to-end tests only: every image captcha shows this text. */
  fixedCaptchaText: string | undefined;
  /** The operator CLI: the API it calls (OPS_API_URL) and its operator key (OPERATOR_KEY). */
  opsApiUrl: string;
  operatorKey: string | undefined;
  /** Contract settlement: how often due periods are looked for, and the delay after a period closes. */
  settlementEveryMs: number;
  settlementGraceMs: number;
  /** Prometheus metrics port (0 = off; default 9464 in production, off otherwise). */
  metricsPort: number;
  /** Address the metrics port listens on (default loopback: never the players' network). */
  metricsHost: string;
  /** Longest wait for in-flight requests after SIGTERM before the process exits anyway. */
  shutdownGraceMs: number;
  /** The seamless-wallet vendor (off unless SEAMLESS_WALLET_SECRET is set). */
  seamlessWallet: { secret: string; launchBase: string } | undefined;
  /**
   * SMS and e-mail providers (README "Delivery"): SMTP_URL and MAIL_FROM for e-mail,
   * SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN for SMS. A channel left unset keeps its messages
   * in the development outbox.
   */
  delivery: {
    smtpUrl: string | undefined;
    mailFrom: string | undefined;
    smsGatewayUrl: string | undefined;
    smsGatewayToken: string | undefined;
  };
}

const flag = (value: string | undefined): boolean | undefined => {
  if (value === undefined || value === '') return undefined;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
};

const int = (value: string | undefined, fallback: number): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

/**
 * No proxy is trusted unless configured: X-Forwarded-For from any peer is ignored and the
 * client is the connection's address. A deployment names its own proxies (TRUST_PROXY).
 */
const DEFAULT_TRUST_PROXY = '';

/** TRUST_PROXY: true/false, a hop count, or a comma-separated list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): Env['trustProxy'] {
  const v = (value ?? DEFAULT_TRUST_PROXY).trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^[0-9]+$/.test(v)) return (_address: string, hop: number) => hop < Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const production = source.NODE_ENV === 'production';
  return {
    port: int(source.PORT, 8080),
    host: source.HOST || '127.0.0.1',
    databaseUrl: source.DATABASE_URL || undefined,
    database: {
      directUrl: source.DATABASE_DIRECT_URL || undefined,
      replicaUrl: source.DATABASE_REPLICA_URL || undefined,
      replicaMaxLagMs: source.DATABASE_REPLICA_MAX_LAG_MS
        ? int(source.DATABASE_REPLICA_MAX_LAG_MS, 5_000)
        : undefined,
      poolSize: source.DATABASE_POOL_SIZE
        ? Math.max(1, int(source.DATABASE_POOL_SIZE, 20))
        : undefined,
    },
    pgliteDir: source.PGLITE_DIR || undefined,
    embeddedPgDir: source.EMBEDDED_PG_DIR || undefined,
    seed: flag(source.SEED) ?? true,
    seedDemoTeam: flag(source.SEED_DEMO_TEAM) ?? true,
    seedSites: {
      ...(source.SEED_PLAYER_SITE_URL ? { player: source.SEED_PLAYER_SITE_URL } : {}),
      ...(source.SEED_AGENT_CONSOLE_URL ? { agentConsole: source.SEED_AGENT_CONSOLE_URL } : {}),
    },
    devEndpoints: flag(source.API_DEV_ENDPOINTS) ?? !production,
    trustProxy: parseTrustProxy(source.TRUST_PROXY),
    logLevel: source.LOG_LEVEL || 'info',
    production,
    rateLimitMax: int(source.RATE_LIMIT_MAX, 1000),
    captchaRateLimitMax: int(source.CAPTCHA_RATE_LIMIT_MAX, 60),
    fixedCaptchaText: production ? undefined : source.DEV_FIXED_CAPTCHA || undefined,
    opsApiUrl: source.OPS_API_URL || `http://127.0.0.1:${int(source.PORT, 8080)}`,
    operatorKey: source.OPERATOR_KEY || undefined,
    settlementEveryMs: Math.max(1000, int(source.SETTLEMENT_EVERY_MS, 30_000)),
    settlementGraceMs: int(source.SETTLEMENT_GRACE_MS, 30_000),
    metricsPort: int(source.METRICS_PORT, production ? 9464 : 0),
    metricsHost: source.METRICS_HOST || '127.0.0.1',
    shutdownGraceMs: int(source.SHUTDOWN_GRACE_MS, 30_000),
    seamlessWallet: source.SEAMLESS_WALLET_SECRET
      ? {
          secret: source.SEAMLESS_WALLET_SECRET,
          launchBase: source.SEAMLESS_WALLET_LAUNCH_URL || 'http://127.0.0.1:9090',
        }
      : undefined,
    delivery: {
      smtpUrl: source.SMTP_URL || undefined,
      mailFrom: source.MAIL_FROM || undefined,
      smsGatewayUrl: source.SMS_GATEWAY_URL || undefined,
      smsGatewayToken: source.SMS_GATEWAY_TOKEN || undefined,
    },
  };
}
