// The agent's own income: ledger credits of the income kinds (commission, dividend, salary)
// by local day of the merchant and by source, newest day first.
import type { Db } from '../../db/client';
import { addDays, memberCreditsByDay, toDecimal } from '../kernel';
import { INCOME_KINDS } from './overview';
import { agentPeriod, type PeriodQuery, sqlBounds } from './query';
import type { Caller } from './tree';

/** The agent's own income (ledger credits of the income kinds) by day and source. */
export async function revenue(db: Db, agent: Caller, query: PeriodQuery, now: number) {
  const period = await agentPeriod(db, agent, query, now);
  const { start, end } = sqlBounds(period);
  const rows = await memberCreditsByDay(db, agent.id, INCOME_KINDS, start, end, period.timeZone);
  type Sums = Record<(typeof INCOME_KINDS)[number], bigint>;
  const zero = (): Sums => ({ commission: 0n, dividend: 0n, salary: 0n });
  const days = new Map<string, Sums>();
  const totals = zero();
  for (const r of rows) {
    const kind = r.kind as keyof Sums;
    const day = days.get(r.day) ?? zero();
    day[kind] += BigInt(r.amount);
    totals[kind] += BigInt(r.amount);
    days.set(r.day, day);
  }
  const out = (s: Sums) => ({
    commission: toDecimal(s.commission),
    dividend: toDecimal(s.dividend),
    salary: toDecimal(s.salary),
    total: toDecimal(s.commission + s.dividend + s.salary),
  });
  const list: ({ date: string } & ReturnType<typeof out>)[] = [];
  for (let day = period.to; day >= period.from; day = addDays(day, -1)) {
    const s = days.get(day);
    if (s) list.push({ date: day, ...out(s) });
  }
  return { list, period, totals: out(totals) };
}
