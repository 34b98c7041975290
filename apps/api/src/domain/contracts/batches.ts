// Settling one closed period in batches: the contracts of the job not yet settled for it, by
// id; the period's figures staged once; each batch's settlements inserted and paid in one
// transaction (retried when it loses a deadlock); the run marked done and the paying uplines
// told. Holds no lock itself: settlement.ts runs it under the period's advisory lock.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts, settlementRuns } from '../../db/schema/contracts';
import { arrayOf } from '../../db/sql-arrays';
import { toDecimal, type Tx } from '../kernel';
import { writeMessages } from '../messages';
import { type Draft, draftBatch } from './drafts';
import { dropStage, stageBetGroups, stagePeriod } from './figures';
import { kindName } from './notify';
import { type Payment, planPayments, postPayments, tell } from './payments';
import {
  DEFAULT_BATCH,
  inForceDuring,
  type Job,
  type Period,
  type RunHooks,
  type RunResult,
  type SettleMerchant,
} from './settlement-jobs';

/**
 * Writes a batch's settlements and pays them, with as few statements as possible: the payers
 * are locked and the payments decided first, so each settlement is inserted with its final
 * status; contracts settled already (another worker) insert nothing and are not paid.
 */
async function writeBatch(
  tx: Tx,
  merchant: SettleMerchant,
  period: Period,
  drafts: readonly Draft[],
  now: number,
): Promise<{ inserted: number; paid: number; amount: bigint }> {
  if (drafts.length === 0) return { inserted: 0, paid: 0, amount: 0n };
  const owed = drafts.filter((d) => d.evaluation.amount > 0n);
  const plan = await planPayments(
    tx,
    merchant,
    owed.map((d) => ({
      payerId: d.contract.payerId,
      payeeId: d.contract.payeeId,
      amount: d.evaluation.amount,
    })),
  );
  const paysNow = new Set(owed.filter((_, i) => plan.pays[i]).map((d) => d.contract.id));
  const col = <T extends string | number | bigint | null>(pick: (d: Draft) => T, type: string) =>
    arrayOf(drafts.map(pick), type);
  const at = new Date(now).toISOString();
  const { rows } = await tx.execute<{ id: number; contract: number; status: string }>(sql`
    insert into settlements (merchant_id, contract_id, kind, game_type, payer_id, payee_id, period,
                             period_start, period_end, valid_bet, profit_loss, active_members, bets,
                             tier, rate, rate_type, amount, paid, status, details, created_at, paid_at)
    select ${merchant.id}, c, k, g, pr, pe, ${period.key}, ${new Date(period.start).toISOString()},
           ${new Date(period.end).toISOString()}, v, pl, a, b, tr, r, rt, amt,
           case when st = 'paid' then amt else 0 end, st, d, ${at},
           case when st = 'paid' then ${at}::timestamptz end
      from unnest(${col((d) => d.contract.id, 'int')}, ${col((d) => d.contract.kind, 'text')},
                  ${col((d) => d.contract.gameType, 'text')}, ${col((d) => d.contract.payerId, 'int')},
                  ${col((d) => d.contract.payeeId, 'int')}, ${col((d) => d.figures.validBet, 'bigint')},
                  ${col((d) => d.figures.profitLoss, 'bigint')}, ${col((d) => d.figures.activeMembers, 'int')},
                  ${col((d) => d.figures.bets, 'int')}, ${col((d) => d.evaluation.tier, 'int')},
                  ${col((d) => d.evaluation.rate, 'text')}, ${col((d) => d.evaluation.rateType, 'text')},
                  ${col((d) => d.evaluation.amount, 'bigint')},
                  ${col(
                    (d) =>
                      d.evaluation.amount === 0n
                        ? 'zero'
                        : paysNow.has(d.contract.id)
                          ? 'paid'
                          : 'short',
                    'text',
                  )},
                  ${col((d) => (d.evaluation.details ? JSON.stringify(d.evaluation.details) : null), 'jsonb')})
           as x(c, k, g, pr, pe, v, pl, a, b, tr, r, rt, amt, st, d)
    on conflict (contract_id, period) do nothing
    returning id, contract_id as contract, status`);
  const byContract = new Map(rows.map((r) => [Number(r.contract), Number(r.id)]));
  const toPayment = (d: Draft): Payment => ({
    settlementId: byContract.get(d.contract.id)!,
    kind: d.contract.kind,
    gameType: d.contract.gameType,
    period: period.key,
    payerId: d.contract.payerId,
    payeeId: d.contract.payeeId,
    amount: d.evaluation.amount,
    paidBefore: 0n,
  });
  const written = owed.filter((d) => byContract.has(d.contract.id));
  const paid = written.filter((d) => paysNow.has(d.contract.id)).map(toPayment);
  const short = written.filter((d) => !paysNow.has(d.contract.id)).map(toPayment);
  await postPayments(tx, merchant, plan, paid, now);
  await tell(tx, merchant, paid, 'settlement_paid', now);
  await tell(tx, merchant, short, 'settlement_short', now);
  return {
    inserted: rows.length,
    paid: paid.length,
    amount: paid.reduce((sum, p) => sum + p.amount, 0n),
  };
}

/** The contracts of a job in force during the period and not yet settled for it. */
async function nextBatch(
  db: Db,
  merchantId: number,
  job: Job,
  period: Period,
  afterId: number,
  size: number,
) {
  return db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.merchantId, merchantId),
        eq(contracts.kind, job.kind),
        eq(contracts.cycle, job.cycle),
        inForceDuring(period),
        gt(contracts.id, afterId),
        sql`not exists (select 1 from settlements s where s.contract_id = ${contracts.id} and s.period = ${period.key})`,
      ),
    )
    .orderBy(asc(contracts.id))
    .limit(size);
}

/** Retries a transaction that lost a deadlock or a serialization race (it is idempotent). */
export async function retrying<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code;
      if (i >= attempts || (code !== '40P01' && code !== '40001')) throw error;
    }
  }
}

/**
 * Settles one closed period of a job on `db` (which must be one connection: see
 * runSettlement). Holds no lock itself. Marks the run done.
 */
export async function settlePeriod(
  db: Db,
  merchant: SettleMerchant,
  job: Job,
  period: Period,
  now: number,
  options: { batchSize?: number; hooks?: RunHooks; staged?: boolean },
): Promise<RunResult> {
  await db
    .insert(settlementRuns)
    .values({
      merchantId: merchant.id,
      job: job.job,
      period: period.key,
      status: 'running',
      startedAt: new Date(now),
    })
    .onConflictDoUpdate({
      target: [settlementRuns.merchantId, settlementRuns.job, settlementRuns.period],
      set: { status: 'running', startedAt: new Date(now) },
    });
  const size = options.batchSize ?? DEFAULT_BATCH;
  let staged: { figures: string; groups: string | null } | null = null;
  let afterId = 0;
  let batchNo = 0;
  let clock = performance.now();
  const step = (name: Parameters<NonNullable<RunHooks['step']>>[0]) => {
    const at = performance.now();
    options.hooks?.step?.(name, at - clock);
    clock = at;
  };
  try {
    for (;;) {
      const rows = await nextBatch(db, merchant.id, job, period, afterId, size);
      step('select');
      if (rows.length === 0) break;
      batchNo++;
      if (!staged && options.staged !== false) {
        const suffix = randomBytes(6).toString('hex');
        staged = {
          figures: `settlement_figures_${suffix}`,
          groups: job.kind === 'realtime' ? `settlement_groups_${suffix}` : null,
        };
        await stagePeriod(db, merchant.id, period, staged.figures);
        if (staged.groups) await stageBetGroups(db, merchant.id, period, staged.groups);
        step('stage');
      }
      const drafts = await draftBatch(db, merchant.id, rows, period, staged);
      step('figures');
      await retrying(() =>
        db.transaction(async (tx) => {
          await writeBatch(tx, merchant, period, drafts, now);
          await options.hooks?.written?.(batchNo, tx as unknown as Db);
        }),
      );
      step('write');
      await options.hooks?.committed?.(batchNo, db);
      afterId = rows[rows.length - 1]!.id;
    }
  } finally {
    if (staged) {
      await dropStage(db, staged.figures).catch(() => undefined);
      if (staged.groups) await dropStage(db, staged.groups).catch(() => undefined);
    }
  }
  const [totals] = (
    await db.execute<{ n: string; paid: string; amount: string }>(sql`
      select count(*)::text as n, count(*) filter (where status = 'paid')::text as paid,
             coalesce(sum(paid), 0)::text as amount
        from settlements
       where merchant_id = ${merchant.id} and kind = ${job.kind} and period = ${period.key}`)
  ).rows;
  await db
    .update(settlementRuns)
    .set({
      status: 'done',
      contracts: Number(totals?.n ?? 0),
      paid: Number(totals?.paid ?? 0),
      amount: BigInt(totals?.amount ?? '0'),
      finishedAt: new Date(now),
    })
    .where(
      and(
        eq(settlementRuns.merchantId, merchant.id),
        eq(settlementRuns.job, job.job),
        eq(settlementRuns.period, period.key),
      ),
    );
  await tellPayers(db, merchant, job, period, now);
  step('finish');
  return {
    job: job.job,
    period: period.key,
    status: 'done',
    contracts: Number(totals?.n ?? 0),
    paid: Number(totals?.paid ?? 0),
    amount: BigInt(totals?.amount ?? '0'),
  };
}

/** One message per paying upline and run: how many settlements it paid, and how much. */
async function tellPayers(db: Db, merchant: SettleMerchant, job: Job, period: Period, now: number) {
  const { rows } = await db.execute<{ payer: number; n: string; amount: string }>(sql`
    select payer_id as payer, count(*)::text as n, sum(paid)::text as amount from settlements
     where merchant_id = ${merchant.id} and kind = ${job.kind} and period = ${period.key}
       and payer_id is not null and paid > 0
     group by payer_id`);
  await writeMessages(
    db,
    rows.map((r) => ({
      merchantId: merchant.id,
      memberId: Number(r.payer),
      type: 'settlement_paid_out' as const,
      eventKey: `settlement-run:${job.job}:${period.key}`,
      values: (language: string) => ({
        kind: kindName(language, job.kind),
        count: r.n,
        period: period.key,
        amount: toDecimal(BigInt(r.amount)),
      }),
      now,
      topics: ['balance', 'settlements'] as const,
    })),
  );
}
