// The settlement engine. A job (kind and period code) settles one closed period at a time:
//  - on its own connection holding a session-level PostgreSQL advisory lock on (merchant, job,
//    period), so exactly one worker (replica) runs it; another worker answers `locked`;
//  - the contracts in force at some moment of the period, in batches by id; each contract's
//    figures come from the bets that settled while it was in force within the period;
//  - each batch is ONE database transaction: the settlement rows (unique per contract and
//    period: a second insert does nothing), the ledger transactions payer -> payee (one per
//    settlement, idempotency key per settlement), and the inbox messages. A worker that dies
//    half way loses only the batch it had not committed; the next run skips what is settled.
//  - SHORT PAYER BALANCE: a payout is paid in full or not at all. A payer (an upline; the
//    house is never short) pays its settlements in contract order while its balance covers
//    them; a settlement its balance cannot cover is recorded `short` (nothing paid, both sides
//    told) and retried, oldest first, on every later run of the kind until it is paid.
// Operators re-run one contract's period (rerunSettlement): only the difference moves.
// The jobs and their periods are in settlement-jobs.ts, the drafts (figures and terms) in
// drafts.ts, the batches in batches.ts, the payments in payments.ts, the reruns in reruns.ts.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { settlementRuns, settlements } from '../../db/schema/contracts';
import { AppError, type Tx } from '../kernel';
import { retrying, settlePeriod } from './batches';
import { pay } from './payments';
import {
  type Job,
  lockKey,
  type Period,
  type RunHooks,
  type RunResult,
  type SettleMerchant,
} from './settlement-jobs';
import type { ContractKind } from './terms';

/**
 * Runs a job for one closed period on a connection of its own, under the run's advisory
 * lock. `locked`: another worker holds it; `skipped`: done before (unless `force`).
 */
export async function runSettlement(
  database: Pick<Database, 'dedicated'>,
  merchant: SettleMerchant,
  job: Job,
  period: Period,
  now: number,
  options: { batchSize?: number; hooks?: RunHooks; force?: boolean } = {},
): Promise<RunResult> {
  const none = (status: RunResult['status']): RunResult => ({
    job: job.job,
    period: period.key,
    status,
    contracts: 0,
    paid: 0,
    amount: 0n,
  });
  if (period.end > now)
    throw new AppError(400, 'settlement.period.invalid', 'The period is still open');
  return database.dedicated(async (db) => {
    const { rows } = await db.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_lock(${lockKey(merchant.id, job.job, period.key)}) as locked`,
    );
    if (!rows[0]?.locked) return none('locked');
    try {
      const [run] = await db
        .select({ status: settlementRuns.status })
        .from(settlementRuns)
        .where(
          and(
            eq(settlementRuns.merchantId, merchant.id),
            eq(settlementRuns.job, job.job),
            eq(settlementRuns.period, period.key),
          ),
        );
      if (run?.status === 'done' && !options.force) return none('skipped');
      return await settlePeriod(db, merchant, job, period, now, options);
    } finally {
      await db.execute(
        sql`select pg_advisory_unlock(${lockKey(merchant.id, job.job, period.key)})`,
      );
    }
  });
}

/**
 * Settles closed periods inside an open transaction without the lock (the demo seed, which
 * runs alone): the same figures, terms and writes as a run.
 */
export async function settleInTransaction(
  tx: Tx,
  merchant: SettleMerchant,
  job: Job,
  period: Period,
  now: number,
): Promise<RunResult> {
  return settlePeriod(tx as unknown as Db, merchant, job, period, now, { staged: false });
}

/** Pays short settlements of a kind, oldest first, as far as the payers' balances allow. */
export async function retryShort(
  db: Db,
  merchant: SettleMerchant,
  kind: ContractKind,
  now: number,
): Promise<number> {
  let paid = 0;
  let afterId = 0;
  for (;;) {
    const done = await retrying(() =>
      db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(settlements)
          .where(
            and(
              eq(settlements.merchantId, merchant.id),
              eq(settlements.kind, kind),
              eq(settlements.status, 'short'),
              gt(settlements.id, afterId),
            ),
          )
          .orderBy(asc(settlements.id))
          .limit(500)
          .for('update', { skipLocked: true });
        if (rows.length === 0) return null;
        const outcome = await pay(
          tx,
          merchant,
          rows.map((r) => ({
            settlementId: r.id,
            kind,
            gameType: r.gameType,
            period: r.period,
            payerId: r.payerId,
            payeeId: r.payeeId,
            amount: r.amount - r.paid,
            paidBefore: r.paid,
          })),
          now,
        );
        return { last: rows[rows.length - 1]!.id, paid: outcome.paid.length };
      }),
    );
    if (!done) return paid;
    paid += done.paid;
    afterId = done.last;
  }
}
