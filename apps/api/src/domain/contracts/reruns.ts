// Operator reruns: one contract's settlement of one closed period recomputed from the bets as
// they are now, only the difference moved (payer -> payee, or back), the reason recorded.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts, settlementReruns, settlements } from '../../db/schema/contracts';
import {
  AppError,
  houseAccount,
  lockBalance,
  memberAccounts,
  notFound,
  periodOfKey,
  postBatch,
  toDecimal,
  type Tx,
} from '../kernel';
import { draftBatch } from './drafts';
import { ledgerKind, tell } from './payments';
import { jobFor, lockKey, type SettleMerchant, windowOf } from './settlement-jobs';
import { type SettlementRow, settlementWire } from './settlement-wire';
import type { ContractKind, Cycle } from './terms';

export interface RerunInput {
  contractId: number;
  period: string;
  reason: string;
  operatorId: number;
}

/**
 * Recomputes one contract's settlement of one closed period from the bets as they are now
 * and moves only the difference to what was paid (payer -> payee, or back when negative),
 * recording why. Holds the period's advisory lock (waits for a run of it to finish).
 */
export async function rerunSettlement(
  db: Db,
  merchant: SettleMerchant,
  input: RerunInput,
  now: number,
  audit: (tx: Tx, before: unknown, after: unknown) => Promise<void>,
) {
  const [contract] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.merchantId, merchant.id), eq(contracts.id, input.contractId)));
  if (!contract) throw notFound('No such contract');
  const kind = contract.kind as ContractKind;
  const period = periodOfKey(contract.cycle as Cycle, input.period, merchant.timeZone);
  const job = jobFor(kind, contract.cycle as Cycle);
  const invalid = () =>
    new AppError(400, 'settlement.period.invalid', 'Not a closed period of this contract');
  if (!period || !job || period.end > now) throw invalid();
  const window = windowOf(contract, period);
  if (!window) throw invalid();
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${lockKey(merchant.id, job.job, period.key)})`,
    );
    const [draft] = await draftBatch(tx as unknown as Db, merchant.id, [contract], period, null);
    const evaluation = draft!.evaluation;
    const [existing] = await tx
      .select()
      .from(settlements)
      .where(and(eq(settlements.contractId, contract.id), eq(settlements.period, period.key)))
      .for('update');
    const figures = {
      validBet: draft!.figures.validBet,
      profitLoss: draft!.figures.profitLoss,
      activeMembers: draft!.figures.activeMembers,
      bets: draft!.figures.bets,
      tier: evaluation.tier,
      rate: evaluation.rate,
      rateType: evaluation.rateType,
      details: evaluation.details ?? null,
    };
    let row: SettlementRow;
    if (!existing) {
      [row] = (await tx
        .insert(settlements)
        .values({
          merchantId: merchant.id,
          contractId: contract.id,
          kind,
          gameType: contract.gameType,
          payerId: contract.payerId,
          payeeId: contract.payeeId,
          period: period.key,
          periodStart: new Date(period.start),
          periodEnd: new Date(period.end),
          ...figures,
          amount: evaluation.amount,
          paid: 0n,
          status: evaluation.amount > 0n ? 'short' : 'zero',
          createdAt: new Date(now),
        })
        .returning()) as [SettlementRow];
    } else {
      [row] = (await tx
        .update(settlements)
        .set({ ...figures, amount: evaluation.amount })
        .where(eq(settlements.id, existing.id))
        .returning()) as [SettlementRow];
    }
    const previousAmount = existing?.amount ?? 0n;
    const difference = evaluation.amount - row.paid;
    const [{ n: reruns } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(settlementReruns)
      .where(eq(settlementReruns.settlementId, row.id));
    let outcome: 'moved' | 'none' | 'short' = 'none';
    let transactionId: number | null = null;
    if (difference !== 0n) {
      // Positive: the payer pays the payee; negative: the payee gives the excess back.
      const accounts = await memberAccounts(
        tx,
        merchant.id,
        contract.payerId === null ? [contract.payeeId] : [contract.payerId, contract.payeeId],
        merchant.currency,
      );
      const payerAccount =
        contract.payerId === null
          ? await houseAccount(tx, merchant.id, merchant.currency)
          : accounts.get(contract.payerId)!;
      const payerKind = contract.payerId === null ? ('house' as const) : ('member' as const);
      const payeeAccount = accounts.get(contract.payeeId)!;
      const from =
        difference > 0n
          ? { id: payerAccount, kind: payerKind }
          : { id: payeeAccount, kind: 'member' as const };
      const to =
        difference > 0n
          ? { id: payeeAccount, kind: 'member' as const }
          : { id: payerAccount, kind: payerKind };
      const amount = difference > 0n ? difference : -difference;
      let covered = true;
      if (from.kind === 'member') {
        covered = (await lockBalance(tx, from.id)) >= amount;
      }
      if (covered) {
        const posted = await postBatch(tx, [
          {
            merchantId: merchant.id,
            kind: ledgerKind(kind),
            idempotencyKey: `settlement:${row.id}:rerun:${Number(reruns) + 1}`,
            reference: `settlement:${row.id}`,
            legs: [
              { accountId: from.id, amount: -amount, kind: from.kind },
              { accountId: to.id, amount, kind: to.kind },
            ],
            now,
          },
        ]);
        transactionId = [...posted.values()][0]!.transactionId;
        outcome = 'moved';
        const paid = row.paid + difference;
        [row] = (await tx
          .update(settlements)
          .set({
            paid,
            status:
              evaluation.amount === 0n && paid === 0n
                ? 'zero'
                : paid >= evaluation.amount
                  ? 'paid'
                  : 'short',
            paidAt: new Date(now),
          })
          .where(eq(settlements.id, row.id))
          .returning()) as [SettlementRow];
        if (difference > 0n)
          await tell(
            tx,
            merchant,
            [
              {
                settlementId: row.id,
                kind,
                gameType: contract.gameType,
                period: period.key,
                payerId: contract.payerId,
                payeeId: contract.payeeId,
                amount: difference,
                paidBefore: row.paid - difference,
              },
            ],
            'settlement_paid',
            now,
          );
      } else {
        outcome = 'short';
        if (difference > 0n && row.status !== 'short')
          [row] = (await tx
            .update(settlements)
            .set({ status: 'short' })
            .where(eq(settlements.id, row.id))
            .returning()) as [SettlementRow];
      }
    } else if (row.status === 'short' && row.paid >= row.amount) {
      [row] = (await tx
        .update(settlements)
        .set({ status: row.amount === 0n ? 'zero' : 'paid' })
        .where(eq(settlements.id, row.id))
        .returning()) as [SettlementRow];
    }
    await tx.insert(settlementReruns).values({
      settlementId: row.id,
      operatorId: input.operatorId,
      reason: input.reason,
      previousAmount,
      newAmount: evaluation.amount,
      difference: outcome === 'moved' ? difference : 0n,
      outcome,
      transactionId,
      createdAt: new Date(now),
    });
    const result = {
      settlementId: row.id,
      previousAmount: toDecimal(previousAmount),
      newAmount: toDecimal(evaluation.amount),
      difference: toDecimal(outcome === 'moved' ? difference : 0n),
      outcome,
      settlement: (await settlementWire(tx, [row]))[0]!,
    };
    await audit(
      tx,
      existing ? { amount: toDecimal(existing.amount), paid: toDecimal(existing.paid) } : null,
      {
        ...result,
        reason: input.reason,
      },
    );
    return result;
  });
}
