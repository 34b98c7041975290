// The daily report: for each day of a period of the merchant's calendar (its time zone, each
// day from its local midnight), the money in and out, the play per game category (bets placed
// and their stakes by the day they were placed; payouts and GGR by the day the bets settled),
// what bonuses and rebates cost, and the members registered. Money is exact: minor units summed
// as bigint, written as decimal strings; the CSV names each day with its local start and
// offset, so a file read anywhere says which hours a row covers.
import { sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import {
  addDays,
  AppError,
  at,
  categoryRank,
  dayEnd,
  dayStart,
  isDay,
  localDay,
  localTime,
  merchantMemberMovementsByDay,
  merchantZone,
  readsOf,
  toDecimal,
} from '../kernel';

type DailyReport = components['schemas']['OperatorDailyReport'];

/** The ledger kinds the report reads; bonus cost is what bonuses and rebates paid out. */
const KINDS = ['deposit', 'withdrawal', 'withdrawal_return', 'bonus', 'rebate'] as const;

/** The longest period one report covers. */
const MAX_REPORT_DAYS = 93;

interface Play {
  bets: number;
  stake: bigint;
  payouts: bigint;
  ggr: bigint;
}
interface DaySums extends Play {
  deposits: bigint;
  withdrawals: bigint;
  bonusCost: bigint;
  newMembers: number;
  categories: Map<string, Play>;
}

const noPlay = (): Play => ({ bets: 0, stake: 0n, payouts: 0n, ggr: 0n });
const empty = (): DaySums => ({
  ...noPlay(),
  deposits: 0n,
  withdrawals: 0n,
  bonusCost: 0n,
  newMembers: 0,
  categories: new Map(),
});

const bad = (message: string) => new AppError(400, 'request.param.err', message);

/** The period asked for, checked: both days real, in order, at most MAX_REPORT_DAYS. */
function reportPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  now: number,
  timeZone: string,
): { from: string; to: string } {
  const today = localDay(now, timeZone);
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -6);
  if (!isDay(from) || !isDay(to)) throw bad('Days are written YYYY-MM-DD');
  if (from > to) throw bad('The period ends before it starts');
  if (addDays(from, MAX_REPORT_DAYS - 1) < to) {
    throw bad(`A report covers at most ${MAX_REPORT_DAYS} days`);
  }
  return { from, to };
}

/** The merchant's figures per day (and per game category) of the period. */
export async function dailyReport(
  db: Db,
  merchantId: number,
  currency: string,
  query: { from?: string | undefined; to?: string | undefined },
  now: number,
): Promise<DailyReport> {
  const timeZone = await merchantZone(db, merchantId);
  const { from, to } = reportPeriod(query, now, timeZone);
  const start = dayStart(from, timeZone);
  const end = dayEnd(to, timeZone);
  const zone = timeZone.replace(/'/g, "''");
  const local = (column: string) =>
    sql.raw(`to_char(${column} at time zone '${zone}', 'YYYY-MM-DD')`);

  const [movements, placed, settled, registered] = await readsOf(db, [
    () =>
      merchantMemberMovementsByDay(
        db,
        merchantId,
        KINDS,
        new Date(start).toISOString(),
        new Date(end).toISOString(),
        timeZone,
      ),
    () =>
      db.execute<{ day: string; category: string; bets: string; stake: string }>(sql`
        select ${local('created_at')} as day, category, count(*)::text as bets,
               sum(stake)::text as stake
          from bet_records
         where merchant_id = ${merchantId}
           and created_at >= ${at(start)} and created_at < ${at(end)}
         group by 1, 2`),
    () =>
      db.execute<{ day: string; category: string; payouts: string; ggr: string }>(sql`
        select ${local('settled_at')} as day, category, sum(payout)::text as payouts,
               sum(stake - payout)::text as ggr
          from bet_records
         where merchant_id = ${merchantId} and status = 'SETTLED'
           and settled_at >= ${at(start)} and settled_at < ${at(end)}
         group by 1, 2`),
    () =>
      db.execute<{ day: string; members: string }>(sql`
        select ${local('created_at')} as day, count(*)::text as members
          from members
         where merchant_id = ${merchantId}
           and created_at >= ${at(start)} and created_at < ${at(end)}
         group by 1`),
  ]);

  const byDay = new Map<string, DaySums>();
  for (let day = from; day <= to; day = addDays(day, 1)) byDay.set(day, empty());
  const total = empty();
  const play = (s: DaySums, category: string) => {
    let p = s.categories.get(category);
    if (!p) s.categories.set(category, (p = noPlay()));
    return p;
  };
  for (const row of movements) {
    const s = byDay.get(row.day);
    if (!s) continue;
    const amount = BigInt(row.amount);
    if (row.kind === 'deposit') s.deposits += amount;
    else if (row.kind === 'withdrawal' || row.kind === 'withdrawal_return') s.withdrawals -= amount;
    else s.bonusCost += amount;
  }
  for (const row of placed.rows) {
    const s = byDay.get(row.day);
    if (!s) continue;
    for (const p of [s, play(s, row.category)]) {
      p.bets += Number(row.bets);
      p.stake += BigInt(row.stake);
    }
  }
  for (const row of settled.rows) {
    const s = byDay.get(row.day);
    if (!s) continue;
    for (const p of [s, play(s, row.category)]) {
      p.payouts += BigInt(row.payouts);
      p.ggr += BigInt(row.ggr);
    }
  }
  for (const row of registered.rows) {
    const s = byDay.get(row.day);
    if (s) s.newMembers += Number(row.members);
  }
  for (const s of byDay.values()) {
    total.deposits += s.deposits;
    total.withdrawals += s.withdrawals;
    total.bonusCost += s.bonusCost;
    total.newMembers += s.newMembers;
    for (const [category, p] of s.categories) {
      for (const q of [total, play(total, category)]) {
        q.bets += p.bets;
        q.stake += p.stake;
        q.payouts += p.payouts;
        q.ggr += p.ggr;
      }
    }
  }

  const playView = (p: Play) => ({
    bets: p.bets,
    stake: toDecimal(p.stake),
    payouts: toDecimal(p.payouts),
    ggr: toDecimal(p.ggr),
  });
  const view = (s: DaySums) => ({
    deposits: toDecimal(s.deposits),
    withdrawals: toDecimal(s.withdrawals),
    ...playView(s),
    bonusCost: toDecimal(s.bonusCost),
    newMembers: s.newMembers,
    categories: [...s.categories]
      .sort(([a], [b]) => categoryRank(a) - categoryRank(b) || a.localeCompare(b))
      .map(([category, p]) => ({ category, ...playView(p) })),
  });
  return {
    timeZone,
    currency,
    from,
    to,
    days: [...byDay].map(([day, s]) => ({
      day,
      dayStart: localTime(dayStart(day, timeZone), timeZone),
      ...view(s),
    })),
    totals: view(total),
  };
}

const CSV_COLUMNS = [
  'day',
  'day_start',
  'category',
  'deposits',
  'withdrawals',
  'bets',
  'stake',
  'payouts',
  'ggr',
  'bonus_cost',
  'new_members',
] as const;

/** The report as CSV: per day a row for all play (category ALL), then one per category. */
export function dailyReportCsv(report: DailyReport): string {
  const lines: string[] = [CSV_COLUMNS.join(',')];
  for (const d of report.days) {
    lines.push(
      [
        d.day,
        d.dayStart,
        'ALL',
        d.deposits,
        d.withdrawals,
        d.bets,
        d.stake,
        d.payouts,
        d.ggr,
        d.bonusCost,
        d.newMembers,
      ].join(','),
    );
    for (const c of d.categories) {
      lines.push(
        [d.day, d.dayStart, c.category, '', '', c.bets, c.stake, c.payouts, c.ggr, '', ''].join(
          ',',
        ),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
