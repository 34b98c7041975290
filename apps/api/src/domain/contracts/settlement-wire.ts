// Settlements as the API serves them (member names, rerun counts), and the operator's
// listing of them.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { settlementReruns, settlements } from '../../db/schema/contracts';
import { type DbOrTx, toDecimal } from '../kernel';
import { accountsOf } from './views';

export type SettlementRow = typeof settlements.$inferSelect;
type SettlementWire = components['schemas']['Settlement'];

export async function settlementWire(db: DbOrTx, rows: readonly SettlementRow[]) {
  const names = await accountsOf(
    db,
    rows.flatMap((r) => [r.payerId, r.payeeId]),
  );
  const reruns = new Map<number, number>();
  if (rows.length > 0) {
    const counted = await db
      .select({ id: settlementReruns.settlementId, n: sql<number>`count(*)::int` })
      .from(settlementReruns)
      .where(
        inArray(
          settlementReruns.settlementId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(settlementReruns.settlementId);
    for (const c of counted) reruns.set(c.id, Number(c.n));
  }
  return rows.map((r): SettlementWire => ({
    id: r.id,
    contractId: r.contractId,
    kind: r.kind as SettlementWire['kind'],
    gameType: r.gameType as SettlementWire['gameType'],
    period: r.period,
    periodStart: r.periodStart.getTime(),
    periodEnd: r.periodEnd.getTime(),
    payer: r.payerId === null ? null : { memberId: r.payerId, account: names.get(r.payerId) ?? '' },
    payee: { memberId: r.payeeId, account: names.get(r.payeeId) ?? '' },
    validBet: toDecimal(r.validBet),
    profitLoss: toDecimal(r.profitLoss),
    activeMembers: r.activeMembers,
    bets: r.bets,
    tier: r.tier,
    rate: r.rate,
    rateType: r.rateType as SettlementWire['rateType'],
    amount: toDecimal(r.amount),
    paid: toDecimal(r.paid),
    status: r.status as SettlementWire['status'],
    details: (r.details ?? null) as SettlementWire['details'],
    reruns: reruns.get(r.id) ?? 0,
    createdAt: r.createdAt.getTime(),
    paidAt: r.paidAt ? r.paidAt.getTime() : null,
  }));
}

/** Member names for the operator's listing. */
export async function operatorSettlements(
  db: Db,
  merchantId: number,
  query: { contractId?: number; period?: string; status?: string; page: number; size: number },
) {
  const where = and(
    eq(settlements.merchantId, merchantId),
    query.contractId ? eq(settlements.contractId, query.contractId) : undefined,
    query.period ? eq(settlements.period, query.period) : undefined,
    query.status ? eq(settlements.status, query.status) : undefined,
  );
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(settlements)
    .where(where);
  const rows = await db
    .select()
    .from(settlements)
    .where(where)
    .orderBy(sql`${settlements.id} desc`)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return {
    content: await settlementWire(db, rows),
    page: query.page,
    size: query.size,
    totalElements: Number(total?.n ?? 0),
  };
}
