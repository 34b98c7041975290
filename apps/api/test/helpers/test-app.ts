// Builds the app on a fresh database and wraps app.inject so that EVERY response a test
// receives has been checked against the contract (and for leaked internals).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { seedDatabase } from '../../src/seed/seed';
import { contractViolations, leaksInternals } from './contract';
import { createTestDatabase } from './test-db';
import { recordAnswerSecrets, recordDatabaseSecrets, testLogOptions } from './test-log';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** app.inject + contract check. */
  request(
    options: InjectOptions & { method?: string; url: string },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const DEMO = { merchant: 'demo' } as const;

/**
 * Calls to the demo merchant's API: `call(method, url, token?, payload?, headers?)` sends the
 * member's token and a JSON payload when given. `app` is read at each call (suites make theirs
 * in beforeAll).
 */
export const demoCaller =
  (app: () => TestApp) =>
  (
    method: string,
    url: string,
    token?: string,
    payload?: object,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    app().request({
      method,
      url,
      headers: { ...DEMO, ...(token ? { authorization: token } : {}), ...headers },
      ...(payload ? { payload } : {}),
    });

export function expectContract(method: string, url: string, res: LightMyRequestResponse): void {
  expect(contractViolations(method, url, res), `${method} ${url} -> ${res.statusCode}`).toEqual([]);
  expect(leaksInternals(res.body), `leaked internals: ${res.body.slice(0, 300)}`).toBe(false);
}

export async function wrapApp(
  app: FastifyInstance,
  database: Database,
  dispose: () => Promise<void>,
): Promise<TestApp> {
  await app.ready();
  return {
    app,
    database,
    async request(options) {
      const res = await app.inject(options);
      expectContract(options.method ?? 'GET', options.url, res);
      recordAnswerSecrets(res.body, String(res.headers['content-type'] ?? ''));
      return res;
    },
    async close() {
      await app.close();
      await recordDatabaseSecrets(database.db);
      await dispose();
    },
  };
}

/** A seeded app on its own database. */
export async function createTestApp(
  options: Partial<BuildAppOptions> & {
    seed?: boolean;
    demoTeam?: boolean;
    /** The demo team's contracts and settled history (with demoTeam; off unless asked). */
    demoContracts?: boolean;
    transferMerchant?: boolean;
  } = {},
): Promise<TestApp> {
  const seed = options.seed !== false;
  const { database, dispose } = await createTestDatabase({ seeded: seed });
  // The template holds the default seed; the demo team (and its contracts) and the
  // transfer-wallet merchant are seeded on top of it (the seed is idempotent).
  if (seed && (options.demoTeam || options.transferMerchant))
    await seedDatabase(database.db, {
      demoTeam: options.demoTeam ?? false,
      demoContracts: options.demoContracts ?? false,
      transferMerchant: options.transferMerchant ?? false,
    });
  const app = await buildApp({
    rateLimit: { max: 100_000, captchaMax: 100_000 },
    ...testLogOptions(),
    ...options,
    database,
  });
  return wrapApp(app, database, dispose);
}

export const json = (res: LightMyRequestResponse): Record<string, unknown> =>
  JSON.parse(res.body) as Record<string, unknown>;
