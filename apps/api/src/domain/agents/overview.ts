// The team overview (upstream ODSFE2_getTeamOverviewSum) and the KPIs of one team for one
// period. Sums and counts come from `team_daily_stats` (kept by triggers): a few rows per day.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addDays,
  localDay,
  memberCreditsByWindow,
  monthStart,
  toDecimal,
  weekStart,
} from '../kernel';
import type { Caller } from './tree';
import { asProductType } from './types';
import { agentPeriod, type Days, sqlBounds } from './query';

/** Ledger kinds that count as the agent's own income, by source. */
export const INCOME_KINDS = ['commission', 'dividend', 'salary'] as const;

export interface TeamKpis {
  period: Days;
  teamSize: number;
  newRegistrations: number;
  activePlayers: number;
  firstDepositors: number;
  deposits: string;
  withdrawals: string;
  bets: number;
  validBets: string;
  winLoss: string;
  agentIncome: string;
}

type Named = Record<string, Days>;

/**
 * The kept active-player count that equals the period: one day, a week from Monday or a month
 * from its first day, ending at its natural end or at today (no bets lie in the future).
 */
function activeKey(p: Days, today: string): string | null {
  if (p.from === p.to) return `d:${p.from}`;
  const endsOk = (end: string) => p.to === end || (p.to === today && today < end);
  if (weekStart(p.from) === p.from && endsOk(addDays(p.from, 6))) return `w:${p.from}`;
  if (monthStart(p.from) === p.from && endsOk(addDays(monthStart(addDays(p.from, 31)), -1)))
    return `m:${p.from.slice(0, 7)}`;
  return null;
}

/** The KPIs of `rootId`'s team for several periods in one pass per source. */
export async function teamKpis<N extends Named>(
  db: Db,
  rootId: number,
  periods: N,
  today: string,
): Promise<{ [K in keyof N]: TeamKpis }> {
  const entries = Object.entries(periods);
  const from = entries.reduce((m, [, p]) => (p.from < m ? p.from : m), entries[0]![1].from);
  const to = entries.reduce((m, [, p]) => (p.to > m ? p.to : m), entries[0]![1].to);
  const { start, end } = sqlBounds({ from, to, timeZone: entries[0]![1].timeZone });
  const cols = (f: (p: Days, i: number) => ReturnType<typeof sql>) =>
    sql.join(
      entries.map(([, p], i) => f(p, i)),
      sql`, `,
    );
  // Registrations after a period's end are what its team size lacks of today's; `after` reads
  // them (no upper bound: the clock of a test may have moved).
  const sumsQuery = db.execute<Record<string, string>>(sql`
    select (select team_size from members where id = ${rootId})::text as size_now, ${cols(
      (p, i) => sql`
      coalesce(sum(deposits) filter (where day between ${p.from} and ${p.to}), 0)::text as ${sql.raw(`dep${i}`)},
      coalesce(sum(withdrawals) filter (where day between ${p.from} and ${p.to}), 0)::text as ${sql.raw(`wd${i}`)},
      coalesce(sum(bets) filter (where day between ${p.from} and ${p.to}), 0)::text as ${sql.raw(`bets${i}`)},
      coalesce(sum(valid_bets) filter (where day between ${p.from} and ${p.to}), 0)::text as ${sql.raw(`valid${i}`)},
      coalesce(sum(payout - valid_bets) filter (where day between ${p.from} and ${p.to}), 0)::text as ${sql.raw(`wl${i}`)},
      coalesce(sum(registrations) filter (where day between ${p.from} and ${p.to}), 0)::text as ${sql.raw(`reg${i}`)},
      coalesce(sum(first_depositors) filter (where day between ${p.from} and ${p.to}), 0)::text as ${sql.raw(`fd${i}`)},
      coalesce(sum(registrations) filter (where day > ${p.to}), 0)::text as ${sql.raw(`after${i}`)}`,
    )}
      from team_daily_stats where agent_id = ${rootId} and day >= ${from}`);
  // Active players: a kept count per day, week (from Monday) and month; any other period is
  // counted from the daily figures.
  const keyed = entries.map(([, p]) => activeKey(p, today));
  const kept = keyed.filter((k): k is string => k !== null);
  const keptQuery =
    kept.length > 0
      ? db.execute<{ period: string; active: number }>(sql`
          select period, active from team_active_periods
           where agent_id = ${rootId} and period in (${sql.join(
             kept.map((k) => sql`${k}`),
             sql`, `,
           )})`)
      : Promise.resolve({ rows: [] as { period: string; active: number }[] });
  // Periods without a kept count are counted from the daily figures.
  const countedQueries = entries.map(([, p], i) =>
    keyed[i]
      ? null
      : db.execute<{ n: string }>(sql`
          select count(distinct s.member_id)::text as n
            from member_tree t join member_daily_stats s on s.member_id = t.descendant_id
           where t.ancestor_id = ${rootId} and t.depth >= 1 and s.bets > 0
             and s.day between ${p.from} and ${p.to}`),
  );
  const incomeQuery = memberCreditsByWindow(
    db,
    rootId,
    INCOME_KINDS,
    entries.map(([, p]) => sqlBounds(p)),
    { start, end },
  );
  // Every read at once: one round of statements.
  const [sums, keptRows, income, ...counted] = await Promise.all([
    sumsQuery,
    keptQuery,
    incomeQuery,
    ...countedQueries,
  ]);
  const keptCount = new Map(keptRows.rows.map((r) => [r.period, Number(r.active)]));
  const a: Record<string, string> = {};
  entries.forEach((_, i) => {
    const key = keyed[i];
    a[`act${i}`] = key
      ? String(keptCount.get(key) ?? 0)
      : ((counted[i] as { rows: { n: string }[] } | null)?.rows[0]?.n ?? '0');
  });
  const s = sums.rows[0] ?? {};
  const money = (v: string | undefined) => toDecimal(BigInt(v ?? '0'));
  const result: Record<string, TeamKpis> = {};
  entries.forEach(([name, period], i) => {
    result[name] = {
      period,
      teamSize: Number(s.size_now ?? 0) - Number(s[`after${i}`] ?? 0),
      newRegistrations: Number(s[`reg${i}`] ?? 0),
      activePlayers: Number(a[`act${i}`] ?? 0),
      firstDepositors: Number(s[`fd${i}`] ?? 0),
      deposits: money(s[`dep${i}`]),
      withdrawals: money(s[`wd${i}`]),
      bets: Number(s[`bets${i}`] ?? 0),
      validBets: money(s[`valid${i}`]),
      winLoss: money(s[`wl${i}`]),
      agentIncome: money(income[i]),
    };
  });
  return result as { [K in keyof N]: TeamKpis };
}

export async function teamOverview(db: Db, agent: Caller, now: number) {
  const agentId = agent.id;
  const { timeZone } = await agentPeriod(db, agent, { period: 'today' }, now);
  const today = localDay(now, timeZone);
  const yesterday = addDays(today, -1);
  const month = { from: monthStart(today), to: today, timeZone };
  const seriesFrom = addDays(today, -29);
  // The KPIs, the series, the contributions and the categories are read at once.
  const [kpis, days, contrib, cats] = await Promise.all([
    teamKpis(
      db,
      agentId,
      {
        today: { from: today, to: today, timeZone },
        yesterday: { from: yesterday, to: yesterday, timeZone },
        thisWeek: { from: weekStart(today), to: today, timeZone },
        thisMonth: month,
      },
      today,
    ),
    db.execute<{ day: string; deposits: string; win_loss: string; registrations: number }>(sql`
      select day::text as day, deposits::text as deposits, (payout - valid_bets)::text as win_loss,
             registrations
        from team_daily_stats where agent_id = ${agentId} and day between ${seriesFrom} and ${today}`),
    db.execute<{
      id: number;
      username: string;
      type: number;
      valid: string;
      wl: string;
      dep: string;
    }>(sql`
      select m.id, m.username, m.type,
             coalesce(sum(s.valid_bets), 0)::text as valid,
             coalesce(sum(s.payout - s.valid_bets), 0)::text as wl,
             coalesce(sum(s.deposits), 0)::text as dep
        from members m
        join team_daily_stats s on s.agent_id = m.id and s.day between ${month.from} and ${month.to}
       where m.parent_id = ${agentId}
       group by m.id, m.username, m.type
       order by sum(s.valid_bets) desc, m.id
       limit 10`),
    db.execute<{ category: string; n: string; valid: string; wl: string }>(sql`
      select category, sum(bets)::text as n, sum(valid_bets)::text as valid,
             sum(payout - valid_bets)::text as wl
        from team_category_daily_stats
       where agent_id = ${agentId} and day between ${month.from} and ${month.to}
       group by category order by category`),
  ]);
  const byDay = new Map(days.rows.map((r) => [r.day, r]));
  const series = Array.from({ length: 30 }, (_, i) => {
    const date = addDays(seriesFrom, i);
    const row = byDay.get(date);
    return {
      date,
      registrations: Number(row?.registrations ?? 0),
      deposits: toDecimal(BigInt(row?.deposits ?? '0')),
      winLoss: toDecimal(BigInt(row?.win_loss ?? '0')),
    };
  });
  return {
    ...kpis,
    series,
    contributions: contrib.rows.map((r) => ({
      memberId: Number(r.id),
      account: r.username,
      type: Number(r.type),
      validBets: toDecimal(BigInt(r.valid)),
      winLoss: toDecimal(BigInt(r.wl)),
      deposits: toDecimal(BigInt(r.dep)),
    })),
    categories: cats.rows.flatMap((r) => {
      const category = asProductType(r.category);
      return category
        ? [
            {
              category,
              bets: Number(r.n),
              validBets: toDecimal(BigInt(r.valid)),
              winLoss: toDecimal(BigInt(r.wl)),
            },
          ]
        : [];
    }),
  };
}
