// The job runner: every background job of the API (receipt auto-confirm and payment expiry,
// contract settlement, lottery settlement, ...) is registered here once, by name, with how
// often it runs and its handler, and the app starts one runner (app.ts) on its own clock.
//
// Schedule: each job has a row in `scheduled_jobs` whose `due_at` is on the app's clock, so
// moving the development clock (PUT /dev/clock) makes a job due at once, and the handler gets
// that clock's `now`. The runner looks every `tickMs` (real time) for jobs that are due.
//
// One runner at a time per job, on any number of replicas: a runner claims a due job with ONE
// conditional update (`... where due_at <= now and lease is free returning`), which sets the
// next due time and a lease in database time (replicas' clocks and the development clock do
// not matter to it). While the handler runs the lease is renewed every third of its length;
// a runner that loses its lease aborts the handler's signal. When the handler ends the lease
// is cleared. A runner that dies mid-run (killed, crashed, its machine gone) leaves its lease
// to lapse (`leaseMs`, one minute by default) and the next runner whose tick finds the job
// due takes it over; handlers are written to be resumable (settlement records its stages and
// skips what is settled; the cashier's updates are conditional), so a retry finishes the work.
// A handler that throws is logged and counted (failures in a row, last error) and runs again
// when next due. Each claim is reported through observeJob: `ran`, `failed`, or `skipped`
// when the job was due but another runner held it.
//
// Why not a job library. The issue prefers a maintained PostgreSQL job library to hand-written
// polling unless a measured reason says no. graphile-worker 0.16.6 (engines node >= 14; Node 20
// here) installs and, on PostgreSQL, would do. But the API also runs on PGlite (the test suites'
// first run, PGLITE_DIR deployments): one in-process connection, no pg Pool. graphile-worker can
// reach PGlite only through @electric-sql/pglite-socket (a TCP server multiplexing statements
// onto the one connection). Measured (2026-11, PGlite 0.5.16, pglite-socket 0.2.17): its
// migrations take 178 ms and a job runs 75 ms after being added, BUT a statement sent over the
// socket while the app has a transaction open executes INSIDE the app's transaction: an insert
// made through the socket during an app transaction that then rolled back was rolled back with
// it (0 of 1 rows kept). The worker's job state (locks, completions) would be silently undone or
// tied to unrelated money transactions. Its cron also has one-minute granularity and real time
// (our jobs run every 5 s on the app's clock). So: this small runner, one table, the same code on
// PGlite and PostgreSQL (apps/api/README.md, "Background jobs").
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client';
import type { Clock } from '../clock';
import { observeJob } from '../observe';

export interface JobLog {
  error(object: unknown, message: string): void;
  warn?(object: unknown, message: string): void;
  info?(object: unknown, message: string): void;
}

/** What a handler gets on each run. */
export interface JobContext {
  db: Db;
  /** The database (a dedicated connection for session-level work). */
  database: Database;
  /** The app's clock when the run started (epoch ms). */
  now: number;
  /** The app's clock, for long runs that read the time again. */
  clock: Clock;
  log: JobLog;
  /** Aborted when the runner stops or loses the job's lease: stop between steps. */
  signal: AbortSignal;
}

export interface JobDefinition {
  /** Unique; the metrics label and the key of the job's row. */
  name: string;
  /** How often it runs, on the app's clock. */
  everyMs: number;
  /** How long a run's lease lasts without renewal (default one minute). */
  leaseMs?: number;
  run(ctx: JobContext): Promise<void>;
}

export interface JobRunnerOptions {
  database: Database;
  clock: Clock;
  log: JobLog;
  /** How often the runner looks for due jobs, in real time (default one second). */
  tickMs?: number;
  /** This runner's name in the leases (default host:pid:random). */
  owner?: string;
}

export interface JobRunner {
  readonly owner: string;
  /** Registers a job; each name once, before start. */
  register(job: JobDefinition): void;
  /** Names of the registered jobs. */
  jobs(): string[];
  /** Starts ticking (once). */
  start(): Promise<void>;
  /** Stops ticking, aborts and waits for the runs in flight, and releases their leases. */
  stop(): Promise<void>;
  /** One pass now: claims and runs every due job, resolves when those runs end (tests). */
  tick(): Promise<void>;
}

export const DEFAULT_TICK_MS = 1_000;
export const DEFAULT_LEASE_MS = 60_000;

interface Slot {
  job: JobDefinition;
  /** When this runner next looks at the job (app clock); 0: now. */
  dueAt: number;
  running: Promise<void> | null;
  abort: AbortController | null;
}

const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, clock, log } = options;
  const { db } = database;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const tickMs = options.tickMs ?? DEFAULT_TICK_MS;
  const slots = new Map<string, Slot>();
  let state: 'new' | 'started' | 'stopped' = 'new';
  let timer: NodeJS.Timeout | null = null;

  /** Claims the job if it is due and free; answers whether this runner holds it now. */
  async function claim(slot: Slot, now: number): Promise<boolean> {
    const { name, everyMs } = slot.job;
    const leaseMs = slot.job.leaseMs ?? DEFAULT_LEASE_MS;
    // Due, or the app's clock went back by more than two periods (the development clock).
    const { rows } = await db.execute<{ name: string }>(sql`
      update scheduled_jobs
         set owner = ${owner},
             lease_until = clock_timestamp() + ${leaseMs} * interval '1 millisecond',
             started_at = ${new Date(now)},
             due_at = ${new Date(now + everyMs)}
       where name = ${name}
         and (due_at <= ${new Date(now)} or due_at > ${new Date(now + 2 * everyMs)})
         and (lease_until is null or lease_until < clock_timestamp())
      returning name`);
    if (rows.length > 0) return true;
    const { rows: row } = await db.execute<{ due: number | string }>(
      sql`select (extract(epoch from due_at) * 1000)::float8 as due from scheduled_jobs where name = ${name}`,
    );
    const due = row[0] ? Number(row[0].due) : now;
    // Held by another runner (or done by it a moment ago): look again when it is next due.
    slot.dueAt = due > now && due <= now + 2 * everyMs ? due : now + tickMs;
    return false;
  }

  async function renew(name: string, leaseMs: number): Promise<boolean> {
    const { rows } = await db.execute<{ name: string }>(sql`
      update scheduled_jobs set lease_until = clock_timestamp() + ${leaseMs} * interval '1 millisecond'
       where name = ${name} and owner = ${owner} returning name`);
    return rows.length > 0;
  }

  async function release(name: string, failure: string | null): Promise<void> {
    await db.execute(sql`
      update scheduled_jobs
         set owner = null, lease_until = null, finished_at = ${new Date(clock())},
             runs = runs + 1,
             failures = ${failure === null ? sql`0` : sql`failures + 1`},
             last_error = ${failure}
       where name = ${name} and owner = ${owner}`);
  }

  async function runSlot(slot: Slot): Promise<void> {
    const { job } = slot;
    const now = clock();
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    let failure: string | null = null;
    let claimed = false;
    await observeJob(job.name, async () => {
      claimed = await claim(slot, now);
      if (!claimed) return false;
      slot.dueAt = now + job.everyMs;
      const abort = new AbortController();
      slot.abort = abort;
      const heartbeat = setInterval(
        () =>
          void renew(job.name, leaseMs).then(
            (held) => {
              if (held) return;
              log.error({ job: job.name }, 'job lease lost; stopping the run');
              abort.abort(new Error('job lease lost'));
            },
            (error: unknown) =>
              log.error({ err: error, job: job.name }, 'job lease renewal failed'),
          ),
        Math.max(10, Math.floor(leaseMs / 3)),
      );
      try {
        await job.run({ db, database, now, clock, log, signal: abort.signal });
        return true;
      } catch (error) {
        failure = message(error);
        throw error;
      } finally {
        clearInterval(heartbeat);
        slot.abort = null;
      }
    }).catch((error: unknown) =>
      log.error({ err: error, job: job.name }, `job ${job.name} failed`),
    );
    if (claimed)
      await release(job.name, failure).catch((error: unknown) =>
        log.error({ err: error, job: job.name }, 'job lease release failed'),
      );
  }

  /** Starts a run of every job that is due and not running here; answers those runs. */
  function pass(): Promise<void>[] {
    if (state !== 'started') return [];
    const now = clock();
    const runs: Promise<void>[] = [];
    for (const slot of slots.values()) {
      if (slot.running) continue;
      // Not due by this runner's last look, unless the clock went back meanwhile.
      if (slot.dueAt > now && slot.dueAt <= now + 2 * slot.job.everyMs) continue;
      const running = runSlot(slot).finally(() => {
        slot.running = null;
      });
      slot.running = running;
      runs.push(running);
    }
    return runs;
  }

  function schedule(): void {
    if (state !== 'started') return;
    timer = setTimeout(() => {
      pass();
      schedule();
    }, tickMs);
    timer.unref();
  }

  return {
    owner,
    register(job) {
      if (state !== 'new') throw new Error(`job ${job.name}: register before the runner starts`);
      if (slots.has(job.name)) throw new Error(`job ${job.name} is registered already`);
      if (!(job.everyMs > 0)) throw new Error(`job ${job.name}: everyMs must be positive`);
      slots.set(job.name, { job, dueAt: 0, running: null, abort: null });
    },
    jobs: () => [...slots.keys()],
    async start() {
      if (state !== 'new') throw new Error('the job runner is started already');
      state = 'started';
      const now = new Date(clock());
      for (const name of slots.keys())
        await db.execute(
          sql`insert into scheduled_jobs (name, due_at) values (${name}, ${now}) on conflict (name) do nothing`,
        );
      schedule();
    },
    async stop() {
      if (state === 'stopped') return;
      state = 'stopped';
      if (timer) clearTimeout(timer);
      for (const slot of slots.values()) slot.abort?.abort(new Error('the job runner stops'));
      await Promise.all([...slots.values()].map((slot) => slot.running));
    },
    async tick() {
      await Promise.all(pass());
    },
  };
}
