// The agent console's settlement records: what the agent was paid (scope mine) or paid its
// downlines (scope downlines), server-driven with totals; payouts per period for the chart;
// and the projected statement of the open period.
import { and, count, desc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { contracts, settlements } from '../../db/schema/contracts';
import { members } from '../../db/schema/members';
import { direction, type Order, paging, type PeriodQuery, prefixPattern, sortOf } from '../agents';
import { periodBounds, resolvePeriod, toDecimal } from '../kernel';
import type { Party } from './lifecycle';
import { projectOpenPeriod } from './drafts';
import { settlementWire } from './settlement-wire';
import type { ContractKind, GameType } from './terms';
import { accountsOf, requireKind } from './views';

type SettlementPage = components['schemas']['SettlementPage'];
type SettlementChart = components['schemas']['SettlementChart'];
type ProjectedStatement = components['schemas']['ProjectedStatement'];
type ProjectedRow = components['schemas']['ProjectedRow'];

/** The chosen days (the last 30 by default) in the merchant's time zone, and their instants. */
function localRange(query: PeriodQuery, now: number, timeZone: string) {
  const period = resolvePeriod(query, {
    timeZone,
    now,
    maxDays: 93,
    scope: 'agent',
    preset: 'last30',
    openEnds: true,
  });
  return { period, ...periodBounds(period) };
}

export interface SettlementQuery extends PeriodQuery {
  kind: ContractKind;
  scope?: 'mine' | 'downlines' | undefined;
  account?: string | undefined;
  gameType?: GameType | undefined;
  status?: 'paid' | 'zero' | 'short' | undefined;
  sort?: string | undefined;
  order?: Order | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export async function settlementPage(
  db: Db,
  agent: Party,
  query: SettlementQuery,
  now: number,
  timeZone: string,
): Promise<SettlementPage> {
  await requireKind(db, agent.merchantId, query.kind);
  const page = paging(query);
  const range = localRange(query, now, timeZone);
  const mine = (query.scope ?? 'mine') === 'mine';
  const other = alias(members, 'other');
  const otherId = mine ? settlements.payerId : settlements.payeeId;
  const columns = {
    periodStart: sql`${settlements.periodStart}`,
    account: sql`${other.username}`,
    validBet: sql`${settlements.validBet}`,
    profitLoss: sql`${settlements.profitLoss}`,
    activeMembers: sql`${settlements.activeMembers}`,
    amount: sql`${settlements.amount}`,
    status: sql`${settlements.status}`,
  };
  const sort = sortOf<keyof typeof columns>(columns, query.sort, 'periodStart');
  const order: Order = query.order ?? (query.sort ? 'asc' : 'desc');
  const filters: (SQL | undefined)[] = [
    eq(settlements.merchantId, agent.merchantId),
    eq(settlements.kind, query.kind),
    mine ? eq(settlements.payeeId, agent.id) : eq(settlements.payerId, agent.id),
    sql`${settlements.periodStart} >= ${new Date(range.start).toISOString()}`,
    sql`${settlements.periodStart} < ${new Date(range.end).toISOString()}`,
    query.gameType ? eq(settlements.gameType, query.gameType) : undefined,
    query.status ? eq(settlements.status, query.status) : undefined,
    query.account ? sql`lower(${other.username}) like ${prefixPattern(query.account)}` : undefined,
  ];
  const where = and(...filters);
  const [totals] = await db
    .select({
      n: count(),
      validBet: sql<string>`coalesce(sum(${settlements.validBet}), 0)::text`,
      profitLoss: sql<string>`coalesce(sum(${settlements.profitLoss}), 0)::text`,
      amount: sql<string>`coalesce(sum(${settlements.amount}), 0)::text`,
      paid: sql<string>`coalesce(sum(${settlements.paid}), 0)::text`,
    })
    .from(settlements)
    .leftJoin(other, eq(other.id, otherId))
    .where(where);
  const rows = await db
    .select({ s: settlements })
    .from(settlements)
    .leftJoin(other, eq(other.id, otherId))
    .where(where)
    .orderBy(sql`${sort.expression} ${direction(order)}`, desc(settlements.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return {
    list: await settlementWire(
      db,
      rows.map((r) => r.s),
    ),
    total: Number(totals?.n ?? 0),
    page: page.page,
    pageSize: page.pageSize,
    sort: sort.column as SettlementPage['sort'],
    order,
    totals: {
      validBet: toDecimal(BigInt(totals?.validBet ?? '0')),
      profitLoss: toDecimal(BigInt(totals?.profitLoss ?? '0')),
      amount: toDecimal(BigInt(totals?.amount ?? '0')),
      paid: toDecimal(BigInt(totals?.paid ?? '0')),
    },
    period: range.period,
  };
}

/** Per period, what the agent was paid and what it paid its downlines (oldest first). */
export async function settlementChart(
  db: Db,
  agent: Party,
  query: PeriodQuery & { kind: ContractKind },
  now: number,
  timeZone: string,
): Promise<SettlementChart> {
  await requireKind(db, agent.merchantId, query.kind);
  const range = localRange(query, now, timeZone);
  const { rows } = await db.execute<{
    period: string;
    start: string;
    received: string;
    paid_out: string;
  }>(sql`
    select period, min(period_start)::text as start,
           coalesce(sum(paid) filter (where payee_id = ${agent.id}), 0)::text as received,
           coalesce(sum(paid) filter (where payer_id = ${agent.id}), 0)::text as paid_out
      from settlements
     where merchant_id = ${agent.merchantId} and kind = ${query.kind}
       and (payee_id = ${agent.id} or payer_id = ${agent.id})
       and period_start >= ${new Date(range.start).toISOString()}
       and period_start < ${new Date(range.end).toISOString()}
     group by period
     order by min(period_start), period
     limit 500`);
  return {
    points: rows.map((r) => ({
      period: r.period,
      periodStart: Date.parse(r.start),
      received: toDecimal(BigInt(r.received)),
      paidOut: toDecimal(BigInt(r.paid_out)),
    })),
    period: range.period,
  };
}

/** The contracts in force now (V, or T until a later time). */
const inForceNow = (now: number) =>
  or(
    eq(contracts.status, 'V'),
    and(eq(contracts.status, 'T'), gt(contracts.endsAt, new Date(now))),
  );

/**
 * The open period of each contract in force the agent receives, and of those it pays: the
 * figures so far and what the terms would pay for them (nothing is paid before it closes).
 */
export async function projectedStatement(
  db: Db,
  agent: Party,
  kind: ContractKind,
  now: number,
  timeZone: string,
): Promise<ProjectedStatement> {
  await requireKind(db, agent.merchantId, kind);
  const base = and(
    eq(contracts.merchantId, agent.merchantId),
    eq(contracts.kind, kind),
    inForceNow(now),
  );
  const own = await db
    .select()
    .from(contracts)
    .where(and(base, eq(contracts.payeeId, agent.id)));
  const paid = await db
    .select()
    .from(contracts)
    .where(and(base, eq(contracts.payerId, agent.id)))
    .orderBy(contracts.id)
    .limit(1000);
  const merchant = { id: agent.merchantId, timeZone };
  const [mine, downlines] = await Promise.all([
    projectOpenPeriod(db, merchant, own, now),
    projectOpenPeriod(db, merchant, paid, now),
  ]);
  const names = await accountsOf(
    db,
    [...mine, ...downlines].map((p) => p.payeeId),
  );
  const wire = (p: (typeof mine)[number]): ProjectedRow => ({
    contractId: p.contractId,
    gameType: p.gameType as ProjectedRow['gameType'],
    account: names.get(p.payeeId) ?? '',
    period: p.period.key,
    periodStart: p.period.start,
    periodEnd: p.period.end,
    validBet: toDecimal(p.figures.validBet),
    profitLoss: toDecimal(p.figures.profitLoss),
    activeMembers: p.figures.activeMembers,
    bets: p.figures.bets,
    tier: p.evaluation.tier,
    rate: p.evaluation.rate,
    rateType: p.evaluation.rateType,
    amount: toDecimal(p.evaluation.amount),
  });
  const sorted = [...downlines].sort((a, b) =>
    a.evaluation.amount === b.evaluation.amount
      ? a.contractId - b.contractId
      : a.evaluation.amount > b.evaluation.amount
        ? -1
        : 1,
  );
  return {
    kind,
    asOf: now,
    mine: mine.map(wire),
    downlines: sorted.slice(0, 50).map(wire),
    downlineTotal: toDecimal(downlines.reduce((s, p) => s + p.evaluation.amount, 0n)),
    downlineContracts: downlines.length,
  };
}
