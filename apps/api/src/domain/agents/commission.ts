// The agent's commission statement: the commission settlements the house paid the agent
// (src/domain/contracts/commission.ts), by the day they were paid in the merchant's zone, so
// the statement of a period adds up to the commission of "My income" for the same period.
// Each settlement carries its lines: per game category and direct downline, the valid bets of
// that downline's branch and both rates.
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commissionSettlements } from '../../db/schema/contracts';
import { toDecimal } from '../kernel';
import { agentPeriod, type PeriodQuery, sqlBounds } from './query';
import type { Caller } from './tree';

interface StoredLine {
  category: string;
  memberId: number;
  account: string;
  validBet: string;
  rate: string;
  downlineRate: string;
}

/** The agent's commission settlements paid in the period, newest first, with totals. */
export async function commissionStatement(db: Db, agent: Caller, query: PeriodQuery, now: number) {
  const period = await agentPeriod(db, agent, query, now);
  const { start, end } = sqlBounds(period);
  const rows = await db
    .select()
    .from(commissionSettlements)
    .where(
      and(
        eq(commissionSettlements.agentId, agent.id),
        gte(commissionSettlements.createdAt, new Date(start)),
        lt(commissionSettlements.createdAt, new Date(end)),
      ),
    )
    .orderBy(desc(commissionSettlements.periodStart), desc(commissionSettlements.id));
  let validBet = 0n;
  let amount = 0n;
  const list = rows.map((r) => {
    validBet += r.validBet;
    amount += r.amount;
    return {
      id: r.id,
      period: r.period,
      periodStart: r.periodStart.toISOString(),
      validBet: toDecimal(r.validBet),
      amount: toDecimal(r.amount),
      paidAt: r.createdAt.toISOString(),
      lines: (r.lines as StoredLine[]).map((l) => ({
        category: l.category,
        memberId: l.memberId,
        account: l.account,
        validBet: l.validBet,
        rate: l.rate,
        downlineRate: l.downlineRate,
      })),
    };
  });
  return { list, period, totals: { validBet: toDecimal(validBet), amount: toDecimal(amount) } };
}
