// The settlement jobs (a contract kind and period code each) and what a run works with: its
// period, the merchant, its result and test hooks, the advisory lock key of a (merchant, job,
// period), the part of a period a contract was in force, and the closed periods that are due.
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts, settlementRuns } from '../../db/schema/contracts';
import { type CalendarPeriod, periodAt } from '../kernel';
import type { Window } from './figures';
import type { ContractKind, Cycle } from './terms';

/** A settlement period: a calendar period of the contract's cycle in the merchant's zone. */
export type Period = CalendarPeriod<Cycle>;

export const JOBS = [
  { job: 'dividend:D', kind: 'dividend', cycle: 'D', lookback: 7 },
  { job: 'dividend:W', kind: 'dividend', cycle: 'W', lookback: 3 },
  { job: 'dividend:H', kind: 'dividend', cycle: 'H', lookback: 3 },
  { job: 'dividend:M', kind: 'dividend', cycle: 'M', lookback: 2 },
  { job: 'daily:D', kind: 'daily', cycle: 'D', lookback: 7 },
  { job: 'hourly:h', kind: 'hourly', cycle: 'h', lookback: 48 },
  { job: 'realtime:r', kind: 'realtime', cycle: 'r', lookback: 36 },
] as const satisfies readonly { job: string; kind: ContractKind; cycle: Cycle; lookback: number }[];
export type JobName = (typeof JOBS)[number]['job'];
export type Job = (typeof JOBS)[number];

export const jobOf = (name: string): Job | undefined => JOBS.find((j) => j.job === name);
export const jobFor = (kind: ContractKind, cycle: Cycle): Job | undefined =>
  JOBS.find((j) => j.kind === kind && j.cycle === cycle);

/** What a run needs to know of the merchant. */
export interface SettleMerchant {
  id: number;
  currency: string;
  /** The merchant's IANA time zone: its settlement periods. */
  timeZone: string;
}

export interface RunResult {
  /** A contract job, or the agent commission's (`commission:D`, commission.ts). */
  job: JobName | 'commission:D';
  period: string;
  status: 'done' | 'locked' | 'skipped';
  contracts: number;
  paid: number;
  /** Minor units paid by this run (retries of shorts excluded). */
  amount: bigint;
}

/** Test hooks: called after each batch's writes, inside (`written`) and after (`committed`) its transaction. */
export interface RunHooks {
  written?: (batch: number, db: Db) => Promise<void>;
  committed?: (batch: number, db: Db) => Promise<void>;
  /** Milliseconds spent in each step of a run (the benchmark's breakdown). */
  step?: (name: 'select' | 'stage' | 'figures' | 'write' | 'finish', ms: number) => void;
}

export const DEFAULT_BATCH = 5000;
const LOCK_NAMESPACE = 727_431_015;

export const lockKey = (merchantId: number, job: string, period: string) =>
  sql`${LOCK_NAMESPACE}::int, hashtext(${`${merchantId}:${job}:${period}`})`;

/** The part of [period.start, period.end) in which the contract was in force. */
export function windowOf(
  row: { startsAt: Date | null; endsAt: Date | null },
  period: Period,
): Window | null {
  if (!row.startsAt) return null;
  const start = Math.max(period.start, row.startsAt.getTime());
  const end = Math.min(period.end, row.endsAt ? row.endsAt.getTime() : Infinity);
  return start < end ? { start, end } : null;
}

export const inForceDuring = (period: Period) =>
  and(
    lt(contracts.startsAt, new Date(period.end)),
    or(isNull(contracts.endsAt), gt(contracts.endsAt, new Date(period.start))),
  );

/** The closed periods of a job that are due (newest `lookback`, not yet done), oldest first. */
export async function duePeriods(
  db: Db,
  merchant: SettleMerchant,
  job: Job,
  now: number,
): Promise<Period[]> {
  const periods: Period[] = [];
  let p = periodAt(job.cycle, now, merchant.timeZone);
  for (let i = 0; i < job.lookback; i++) {
    p = periodAt(job.cycle, p.start - 1, merchant.timeZone);
    periods.push(p);
  }
  const done = await db
    .select({ period: settlementRuns.period })
    .from(settlementRuns)
    .where(
      and(
        eq(settlementRuns.merchantId, merchant.id),
        eq(settlementRuns.job, job.job),
        eq(settlementRuns.status, 'done'),
        inArray(
          settlementRuns.period,
          periods.map((x) => x.key),
        ),
      ),
    );
  const skip = new Set(done.map((d) => d.period));
  // Periods before the first contract of the job ever accepted have nothing to settle.
  const [first] = await db
    .select({ at: sql<string | null>`min(${contracts.startsAt})::text` })
    .from(contracts)
    .where(
      and(
        eq(contracts.merchantId, merchant.id),
        eq(contracts.kind, job.kind),
        eq(contracts.cycle, job.cycle),
      ),
    );
  const firstStart = first?.at ? Date.parse(first.at) : null;
  return periods
    .filter((x) => !skip.has(x.key) && firstStart !== null && x.end > firstStart)
    .reverse();
}
