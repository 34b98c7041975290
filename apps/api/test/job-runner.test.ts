// The job runner (domain/kernel/jobs): each job registered once and started once; a job runs
// when it is due on the app's clock (the development clock moves it); two runners on one
// database (two replicas) never run the same job at once; a run longer than its lease keeps it;
// a run whose runner died is taken over once its lease lapses and a failed run is retried;
// stop aborts and waits for the run in flight and releases its lease; the app starts its jobs
// on its own clock and stops them on close. On PGlite and on PostgreSQL (a second pool on the
// same database stands for a second replica).
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import {
  createDevClock,
  createJobRunner,
  type JobContext,
  type JobDefinition,
  type JobRunner,
  setObserver,
  systemClock,
} from '../src/domain/kernel';
import { createMember } from './helpers/members';
import { createTestApp, DEMO, type TestApp, wrapApp } from './helpers/test-app';
import { testLogOptions } from './helpers/test-log';

const HOUR = 3_600_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await sleep(10);
  }
}

let t: TestApp;
/** A second handle on the same database: another pool on PostgreSQL; PGlite has one. */
let other: Database;
const errors: string[] = [];
const log = {
  error: (_object: unknown, message: string) => void errors.push(message),
  info: () => undefined,
};
const runners: JobRunner[] = [];

function runner(
  options: { database?: Database; clock?: () => number; tickMs?: number; owner?: string } = {},
) {
  const r = createJobRunner({
    database: options.database ?? t.database,
    clock: options.clock ?? systemClock,
    log,
    tickMs: options.tickMs ?? 5,
    ...(options.owner ? { owner: options.owner } : {}),
  });
  runners.push(r);
  return r;
}

const row = async (name: string) =>
  (
    await t.database.db.execute<{
      owner: string | null;
      runs: number;
      failures: number;
      last_error: string | null;
    }>(sql`select owner, runs, failures, last_error from scheduled_jobs where name = ${name}`)
  ).rows[0];

beforeAll(async () => {
  t = await createTestApp();
  const raw = t.database.raw;
  other =
    raw.kind === 'postgres'
      ? await openDatabase({
          url: (raw.pool as unknown as { options: { connectionString: string } }).options
            .connectionString,
          maxConnections: 5,
        })
      : t.database;
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  setObserver(null);
  errors.length = 0;
});
afterAll(async () => {
  if (other !== t.database) await other.close();
  await t.close();
});

describe('job runner', () => {
  it('registers each job once, before it starts once', async () => {
    const r = runner({ tickMs: 60_000 });
    const job: JobDefinition = { name: 'once', everyMs: 1000, run: async () => undefined };
    r.register(job);
    expect(() => r.register({ ...job })).toThrow(/registered already/);
    expect(() => r.register({ ...job, name: 'never', everyMs: 0 })).toThrow(/positive/);
    await r.start();
    await expect(r.start()).rejects.toThrow(/started already/);
    expect(() => r.register({ ...job, name: 'late' })).toThrow(/before the runner starts/);
    expect(r.jobs()).toEqual(['once']);
  });

  it('runs a job when it is due on the app clock: moving the development clock runs it', async () => {
    const dev = createDevClock(systemClock);
    const seen: number[] = [];
    const r = runner({ clock: dev.clock });
    r.register({ name: 'hourly', everyMs: HOUR, run: async ({ now }) => void seen.push(now) });
    await r.start();
    await until(() => seen.length === 1);
    // Ticks go on (every 5 ms), the job is not due for an hour of the app's clock.
    await sleep(150);
    expect(seen).toHaveLength(1);
    dev.setOffset(3 * HOUR);
    await until(() => seen.length === 2);
    expect(seen[1]).toBeGreaterThanOrEqual(Date.now() + 3 * HOUR - 1_000);
    await sleep(150);
    expect(seen).toHaveLength(2);
    // Set back by more than two periods: due at once rather than hours later.
    dev.setOffset(0);
    await until(() => seen.length === 3);
    expect(seen[2]).toBeLessThanOrEqual(Date.now());
    expect((await row('hourly'))?.runs).toBe(3);
  });

  it('two runners on one database (two replicas) never run the same job at once', async () => {
    const outcomes: Record<string, number> = {};
    setObserver({
      ledgerTransaction: () => undefined,
      jobRun: (job, outcome) => {
        if (job === 'shared') outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      },
    });
    let active = 0;
    let most = 0;
    const runsBy: Record<string, number> = { a: 0, b: 0 };
    const job = (who: string): JobDefinition => ({
      name: 'shared',
      everyMs: 1,
      run: async () => {
        active++;
        most = Math.max(most, active);
        await sleep(15);
        runsBy[who]!++;
        active--;
      },
    });
    const a = runner({ owner: 'replica-a', tickMs: 2 });
    const b = runner({ owner: 'replica-b', tickMs: 2, database: other });
    a.register(job('a'));
    b.register(job('b'));
    await Promise.all([a.start(), b.start()]);
    // Until both have contended a few times (on a busy machine that can take a while).
    await until(() => runsBy.a! + runsBy.b! >= 5 && (outcomes.skipped ?? 0) > 0, 30_000);
    await Promise.all([a.stop(), b.stop()]);
    const total = runsBy.a! + runsBy.b!;
    const seen = { most, total, outcomes, errors: [...errors] };
    expect(seen).toMatchObject({ most: 1, errors: [], outcomes: { ran: total } });
    expect(total).toBeGreaterThanOrEqual(5);
    // The runner that found the job held reported it skipped.
    expect(outcomes.skipped ?? 0).toBeGreaterThan(0);
    expect(outcomes.failed ?? 0).toBe(0);
    expect((await row('shared'))?.runs).toBe(total);
  });

  it('a run longer than its lease renews it: no other runner takes the job meanwhile', async () => {
    let started = 0;
    let done = 0;
    const job: JobDefinition = {
      name: 'long',
      everyMs: 1,
      leaseMs: 1_000,
      run: async () => {
        started++;
        await sleep(2_500);
        done++;
      },
    };
    const a = runner({ owner: 'replica-a' });
    const b = runner({ owner: 'replica-b', database: other });
    a.register(job);
    b.register({ ...job });
    await a.start();
    await until(() => started === 1);
    await b.start();
    await sleep(1_800);
    // Nearly two lease lengths later the first run still holds the job alone.
    expect(started).toBe(1);
    await until(() => done === 1);
    expect(errors).toEqual([]);
  });

  it('a run whose runner died is taken over when its lease lapses; a failed run is retried', async () => {
    // What a killed replica leaves: the job claimed, its lease running out.
    await t.database.db.execute(sql`
      insert into scheduled_jobs (name, due_at, owner, lease_until, started_at)
      values ('crashed', now() - interval '10 seconds', 'dead-replica',
              clock_timestamp() + interval '1500 milliseconds', now() - interval '10 seconds')`);
    let runs = 0;
    const r = runner();
    r.register({ name: 'crashed', everyMs: HOUR, run: async () => void runs++ });
    let attempts = 0;
    let before: Awaited<ReturnType<typeof row>>;
    r.register({
      name: 'flaky',
      everyMs: 50,
      run: async () => {
        attempts++;
        if (attempts === 1) throw new Error('the bank did not answer');
        if (attempts === 2) before = await row('flaky');
      },
    });
    await r.start();
    await sleep(300);
    expect(runs).toBe(0);
    expect((await row('crashed'))?.owner).toBe('dead-replica');
    await until(() => runs === 1);
    expect(await row('crashed')).toMatchObject({ owner: null, runs: 1, failures: 0 });

    // The failure is logged and recorded; the job runs again when next due, and succeeds.
    await until(async () => attempts >= 2 && ((await row('flaky'))?.runs ?? 0) >= 2);
    expect(errors).toContain('job flaky failed');
    expect(before).toMatchObject({ runs: 1, failures: 1, last_error: 'the bank did not answer' });
    expect(await row('flaky')).toMatchObject({ failures: 0, last_error: null });
  });

  it('stop aborts and waits for the run in flight, releases its lease, and nothing runs after', async () => {
    let signal: AbortSignal | undefined;
    let runs = 0;
    let finished = false;
    const r = runner();
    r.register({
      name: 'stoppable',
      everyMs: 1,
      run: async (ctx: JobContext) => {
        runs++;
        signal = ctx.signal;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 5_000);
          ctx.signal.addEventListener('abort', () => {
            clearTimeout(timer);
            setTimeout(resolve, 50);
          });
        });
        finished = true;
      },
    });
    await r.start();
    await until(() => signal !== undefined);
    expect((await row('stoppable'))?.owner).toBe(r.owner);
    await r.stop();
    expect(signal?.aborted).toBe(true);
    expect(finished).toBe(true);
    expect((await row('stoppable'))?.owner).toBeNull();
    await sleep(100);
    expect(runs).toBe(1);
  });
});

describe('the app', () => {
  it('runs its jobs on its own clock (the development clock) and stops them on close', async () => {
    const { member } = await createMember(t.database.db, 'jobsclock');
    const card = await t.database.db.execute<{ id: number }>(sql`
      insert into bank_cards (merchant_id, member_id, bank_code, account_name, account_number, created_at)
      values (${member.merchantId}, ${member.id}, 'DEMO', 'Jobs Clock', '1234567890', now())
      returning id`);
    await t.database.db.execute(sql`
      insert into withdrawals (id, merchant_id, member_id, amount, currency, status, channel,
                               bank_card_id, disbursed_at, confirm_by, created_at, updated_at)
      values ('JOBCLOCK1', ${member.merchantId}, ${member.id}, 5000, 'USD', 'disbursed', 'BANK',
              ${card.rows[0]!.id}, now(), now() + interval '1 hour', now(), now())`);
    const status = async () =>
      (
        await t.database.db.execute<{ status: string; automatic: boolean }>(
          sql`select status, receipt_automatic as automatic from withdrawals where id = 'JOBCLOCK1'`,
        )
      ).rows[0];
    const app = await buildApp({
      ...testLogOptions(),
      database: t.database,
      jobs: { tickMs: 10, everyMs: { cashier: 20 }, only: ['cashier'] },
    });
    const served = await wrapApp(app, t.database, async () => undefined);
    let closed = false;
    try {
      const runsBefore = (await row('cashier'))?.runs ?? 0;
      await until(async () => ((await row('cashier'))?.runs ?? 0) >= runsBefore + 2);
      // Not yet due for confirmation on the app's clock.
      expect(await status()).toMatchObject({ status: 'disbursed' });
      const moved = await served.request({
        method: 'PUT',
        url: '/dev/clock',
        headers: DEMO,
        payload: { offsetMs: 2 * HOUR },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await until(async () => (await status())?.status === 'received');
      expect(await status()).toMatchObject({ automatic: true });
      await served.close();
      closed = true;
      const after = await row('cashier');
      expect(after?.owner).toBeNull();
      await sleep(100);
      expect((await row('cashier'))?.runs).toBe(after?.runs);
    } finally {
      if (!closed) await served.close();
    }
  });
});
