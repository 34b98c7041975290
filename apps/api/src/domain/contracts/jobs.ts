// The settlement scheduler: every few seconds, for each merchant and each job whose kind is
// switched on, the closed periods that are due (a grace delay after they close, so rounds in
// flight at the boundary have committed), oldest first; then the short settlements of each
// kind are retried. Runs follow the clock the app uses (the development clock moves them);
// the job runner (kernel/jobs) starts them.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findMerchantByCode, type Merchant } from '../merchants';
import { AppError, periodOfKey, type JobDefinition } from '../kernel';
import { COMMISSION_JOB, dueCommissionPeriods, runCommission } from './commission';
import { retryShort, runSettlement } from './settlement';
import {
  duePeriods,
  type Job,
  jobOf,
  JOBS,
  type RunResult,
  type SettleMerchant,
} from './settlement-jobs';
import { kindOn } from './views';

export const SETTLEMENT_EVERY_MS = 30_000;
/** A period is settled this long after it closed. */
export const SETTLEMENT_GRACE_MS = 30_000;

export const settleMerchant = (merchant: Merchant): SettleMerchant => ({
  id: merchant.id,
  currency: merchant.currency,
  timeZone: merchant.settings.timeZone,
});

export interface DueOptions {
  graceMs?: number;
  /** One job (and optionally one closed period of it) instead of every due one. */
  job?: string | undefined;
  period?: string | undefined;
  batchSize?: number;
}

/** Runs what is due for one merchant; answers each run and how many shorts were paid. */
export async function runDueSettlements(
  database: Database,
  merchant: Merchant,
  now: number,
  options: DueOptions = {},
): Promise<{ runs: RunResult[]; retried: number }> {
  const target = settleMerchant(merchant);
  const grace = options.graceMs ?? SETTLEMENT_GRACE_MS;
  const jobs: readonly Job[] = options.job ? [jobOf(options.job)!].filter(Boolean) : JOBS;
  const commission = options.job === undefined || options.job === COMMISSION_JOB.job;
  const runs: RunResult[] = [];
  let retried = 0;
  const kinds = new Set<Job['kind']>();
  for (const job of jobs) {
    if (!(await kindOn(database.db, merchant.id, job.kind))) continue;
    kinds.add(job.kind);
    let periods;
    if (options.period !== undefined) {
      const period = periodOfKey(job.cycle, options.period, target.timeZone);
      if (!period || period.end > now)
        throw new AppError(400, 'settlement.period.invalid', 'Not a closed period of this job');
      periods = [period];
    } else periods = await duePeriods(database.db, target, job, now - grace);
    for (const period of periods)
      runs.push(
        await runSettlement(database, target, job, period, now, {
          ...(options.batchSize ? { batchSize: options.batchSize } : {}),
          force: options.period !== undefined,
        }),
      );
  }
  if (commission) {
    // Agent commission: every merchant's agents, daily in its zone (commission.ts).
    let periods;
    if (options.period !== undefined) {
      const period = periodOfKey(COMMISSION_JOB.cycle, options.period, target.timeZone);
      if (!period || period.end > now)
        throw new AppError(400, 'settlement.period.invalid', 'Not a closed period of this job');
      periods = [period];
    } else periods = await dueCommissionPeriods(database.db, target, now - grace);
    for (const period of periods)
      runs.push(
        await runCommission(database, target, period, now, {
          ...(options.batchSize ? { batchSize: options.batchSize } : {}),
          force: options.period !== undefined,
        }),
      );
  }
  for (const kind of kinds) retried += await retryShort(database.db, target, kind, now);
  return { runs, retried };
}

export const SETTLEMENT_JOB = 'settlement';

/**
 * The scheduler's job for the runner (kernel/jobs; one runner at a time across replicas):
 * every `everyMs`, for each merchant, the periods closed `graceMs` ago. A run stopped half way
 * (the runner stops, or its process dies) resumes on the next: each period's run records its
 * stages and skips what is settled.
 */
export const settlementJob = (
  options: { everyMs?: number; graceMs?: number } = {},
): JobDefinition => ({
  name: SETTLEMENT_JOB,
  everyMs: options.everyMs ?? SETTLEMENT_EVERY_MS,
  async run({ database, now, log, signal }) {
    const { rows } = await database.db.execute<{ code: string }>(
      sql`select code from merchants order by id`,
    );
    for (const { code } of rows) {
      if (signal.aborted) return;
      const merchant = await findMerchantByCode(database.db, code);
      if (!merchant) continue;
      const result = await runDueSettlements(database, merchant, now, {
        ...(options.graceMs !== undefined ? { graceMs: options.graceMs } : {}),
      });
      const done = result.runs.filter((r) => r.status === 'done');
      if ((done.length > 0 || result.retried > 0) && log.info)
        log.info(
          {
            merchant: code,
            runs: done.map((r) => `${r.job} ${r.period}: ${r.contracts} settled, ${r.paid} paid`),
            retried: result.retried,
          },
          'settlement runs',
        );
    }
  },
});
