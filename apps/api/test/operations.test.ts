// Operations: liveness and readiness (503 while migrating or draining) and the Prometheus
// metrics (requests by operation, ledger transactions, job runs) on their own port. A real
// process answering /ready during its migrations and draining on SIGTERM is proved by the
// production topology test (tooling/topology).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createReadiness } from '../src/http/readiness';
import { createMetrics, serveMetrics } from '../src/plugins/metrics';
import { createMember } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp, wrapApp } from './helpers/test-app';
import { testLogOptions } from './helpers/test-log';

/** The metrics port of this file (in the hardening range). */
const METRICS_PORT = 18188;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('readiness', () => {
  it('while migrating: only /health and /ready answer, /ready with 503', async () => {
    const readiness = createReadiness('migrating');
    const app = await buildApp({ ...testLogOptions(), database: t.database, readiness });
    const gated = await wrapApp(app, t.database, async () => undefined);
    try {
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
      const ready = await app.inject({ url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(json(ready)).toMatchObject({ errorCode: 'system.not.available' });
      expect(json(ready).message).toMatch(/migrations/);
      const other = await app.inject({ url: '/wps/system/country', headers: DEMO });
      expect(other.statusCode).toBe(503);
      readiness.set('ready');
      expect((await gated.request({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      expect(
        (await gated.request({ method: 'GET', url: '/wps/system/country', headers: DEMO }))
          .statusCode,
      ).toBe(200);
      readiness.set('draining');
      expect(json(await app.inject({ url: '/ready' })).message).toMatch(/shutting down/);
    } finally {
      await gated.close();
    }
  });
});

describe('metrics', () => {
  it('count requests by operation, ledger transactions by kind and job runs, on their own port', async () => {
    const metrics = createMetrics();
    const app = await buildApp({
      ...testLogOptions(),
      database: t.database,
      metrics,
      jobs: { tickMs: 10, everyMs: { cashier: 20 }, only: ['cashier'] },
    });
    const measured = await wrapApp(app, t.database, async () => undefined);
    const server = await serveMetrics(metrics, METRICS_PORT, '127.0.0.1');
    try {
      for (let i = 0; i < 3; i++) {
        await measured.request({ method: 'GET', url: '/wps/system/country', headers: DEMO });
      }
      await measured.request({ method: 'GET', url: '/no/such/route' });
      await createMember(t.database.db, 'metricsfunded', { fund: '12.00' });
      await new Promise((r) => setTimeout(r, 300));
      const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
      expect(text).toMatch(
        /platform_http_requests_total\{operation="getCountries",method="GET",status="200"\} 3/,
      );
      expect(text).toMatch(
        /platform_http_requests_total\{operation="unmatched",method="GET",status="404"\} 1/,
      );
      expect(text).toMatch(
        /platform_http_request_duration_seconds_count\{operation="getCountries"\} 3/,
      );
      expect(text).toMatch(/platform_ledger_transactions_total\{kind="funding"\} [1-9]/);
      expect(text).toMatch(/platform_job_runs_total\{job="cashier",outcome="ran"\} [1-9]/);
      expect(text).toMatch(/nodejs_heap_size_used_bytes/);
      // The players' port does not serve them.
      expect((await measured.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      server.close();
      await measured.close();
    }
  });
});
