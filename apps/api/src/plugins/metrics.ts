// Prometheus metrics (prom-client), served on their own port (METRICS_PORT, loopback by
// default), never through the player-facing routes: requests by operation and status,
// latency by operation, ledger transactions by kind, scheduled job runs by outcome, transactions retried, and
// the process's own figures (memory, event loop, GC).
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { listOperations, type OpenApiDocument } from '../contract/document';
import type { Reader } from '../db/reader';
import { setObserver } from '../domain/kernel';

export interface Metrics {
  registry: Registry;
}

const toFastifyPath = (path: string): string => path.replace(/{(\w+)}/g, ':$1');

/** The registry of this process, with the domain's observer installed. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const ledger = new Counter({
    name: 'platform_ledger_transactions_total',
    help: 'Ledger transactions written (replays not counted), by kind',
    labelNames: ['kind'],
    registers: [registry],
  });
  const jobs = new Counter({
    name: 'platform_job_runs_total',
    help: 'Scheduled job ticks by job and outcome (ran, skipped: another replica held the lock, failed)',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'platform_job_duration_seconds',
    help: 'Duration of scheduled job ticks that ran',
    labelNames: ['job'],
    buckets: [0.005, 0.02, 0.1, 0.5, 2, 10],
    registers: [registry],
  });
  const retried = new Counter({
    name: 'platform_transaction_retries_total',
    help: 'Database transactions run again after a lost race, by SQLSTATE (40001 serialization, 40P01 deadlock)',
    labelNames: ['code'],
    registers: [registry],
  });
  setObserver({
    transactionRetried: (code) => retried.inc({ code }),
    ledgerTransaction: (kind) => ledger.inc({ kind }),
    jobRun: (job, outcome, seconds) => {
      jobs.inc({ job, outcome });
      if (outcome !== 'skipped') jobSeconds.observe({ job }, seconds);
    },
  });
  return { registry };
}

/**
 * With a read replica: the reads each side served and the replica's measured lag (absent
 * while the replica does not answer).
 */
export function registerReaderMetrics(metrics: Metrics, reader: Reader): void {
  const state = reader.state;
  if (!state) return;
  new Gauge({
    name: 'platform_db_reads_served',
    help: 'Replica-eligible reads served since start, by the database that served them (replica, primary)',
    labelNames: ['database'],
    registers: [metrics.registry],
    collect() {
      const { served } = state();
      this.set({ database: 'replica' }, served.replica);
      this.set({ database: 'primary' }, served.primary);
    },
  });
  new Gauge({
    name: 'platform_db_replica_up',
    help: 'Whether the read replica answered its last check (1) or not (0)',
    registers: [metrics.registry],
    collect() {
      this.set(state().answering ? 1 : 0);
    },
  });
  new Gauge({
    name: 'platform_db_replica_lag_seconds',
    help: 'Lag of the read replica at its last check (0 while it does not answer: see platform_db_replica_up)',
    registers: [metrics.registry],
    collect() {
      this.set((state().lagMs ?? 0) / 1000);
    },
  });
}

/** Counts and times every request by its operationId (`unmatched` for unknown routes). */
export function registerRequestMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  doc: OpenApiDocument,
): void {
  const operationOf = new Map<string, string>();
  for (const { method, path, operation } of listOperations(doc)) {
    if (operation.operationId) {
      operationOf.set(`${method.toUpperCase()} ${toFastifyPath(path)}`, operation.operationId);
    }
  }
  const requests = new Counter({
    name: 'platform_http_requests_total',
    help: 'Answered requests by operation, method and status code',
    labelNames: ['operation', 'method', 'status'],
    registers: [metrics.registry],
  });
  const latency = new Histogram({
    name: 'platform_http_request_duration_seconds',
    help: 'Time to answer, by operation',
    labelNames: ['operation'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [metrics.registry],
  });
  const operation = (request: FastifyRequest): string => {
    const url = request.routeOptions.url;
    if (!url) return 'unmatched';
    return operationOf.get(`${request.method} ${url}`) ?? url;
  };
  // Synchronous: an async hook costs a promise and a microtask turn on every request.
  app.addHook('onResponse', function metricsHook(request, reply, done) {
    const op = operation(request);
    requests.inc({ operation: op, method: request.method, status: String(reply.statusCode) });
    latency.observe({ operation: op }, reply.elapsedTime / 1000);
    done();
  });
}

/** Serves GET /metrics on its own port; resolves once it listens. */
export async function serveMetrics(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
