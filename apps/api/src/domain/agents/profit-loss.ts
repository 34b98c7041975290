// Profit and loss: the parent's own play, then each direct downline with its whole team
// (drillable down the tree), from the kept daily figures of the period.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { direction, prefixPattern, tableScope } from './query';
import { money, type TableQuery } from './report-table';
import { breadcrumb, type Caller, depthUnder } from './tree';

const PNL_SORTS = {
  account: sql`username`,
  teamSize: sql`team_size`,
  deposits: sql`deposits`,
  withdrawals: sql`withdrawals`,
  bets: sql`bets`,
  validBets: sql`valid_bets`,
  payout: sql`payout`,
  winLoss: sql`win_loss`,
};

type PnlRow = {
  id: number;
  username: string;
  type: number;
  self: boolean;
  team_size: number;
  deposits: string;
  withdrawals: string;
  bets: string;
  valid_bets: string;
  payout: string;
  win_loss: string;
};

const sums = (alias: string) =>
  sql.raw(`coalesce(sum(${alias}.deposits), 0) as deposits,
    coalesce(sum(${alias}.withdrawals), 0) as withdrawals,
    coalesce(sum(${alias}.bets), 0) as bets,
    coalesce(sum(${alias}.valid_bets), 0) as valid_bets,
    coalesce(sum(${alias}.payout), 0) as payout,
    coalesce(sum(${alias}.payout - ${alias}.valid_bets), 0) as win_loss`);

const pnlView = (r: PnlRow) => ({
  memberId: Number(r.id),
  account: r.username,
  type: Number(r.type),
  self: Boolean(r.self),
  teamSize: Number(r.team_size),
  deposits: money(r.deposits),
  withdrawals: money(r.withdrawals),
  bets: Number(r.bets),
  validBets: money(r.valid_bets),
  payout: money(r.payout),
  winLoss: money(r.win_loss),
});

/** Profit and loss: the parent's own play, then each direct downline with its whole team. */
export async function profitLoss(db: Db, agent: Caller, query: TableQuery, now: number) {
  const { page, rootId, period, sort } = await tableScope(
    db,
    agent,
    query,
    now,
    PNL_SORTS,
    'validBets',
  );
  const account = query.account?.trim()
    ? sql`and lower(m.username) like ${prefixPattern(query.account)}`
    : sql``;
  // Direct downlines by `parent_id` (the tree's depth 1), whose statistics the planner knows.
  const children = sql`
    select m.id, m.username, m.type, false as self, m.team_size, ${sums('s')}
      from members m
      left join team_daily_stats s on s.agent_id = m.id and s.day between ${period.from} and ${period.to}
     where m.parent_id = ${rootId} ${account}
     group by m.id, m.username, m.type, m.team_size`;
  const [, selfRow, rows, count, totals, crumbs] = await Promise.all([
    depthUnder(db, agent.id, rootId),
    db.execute<PnlRow>(sql`
      select m.id, m.username, m.type, true as self, 0 as team_size, ${sums('s')}
        from members m
        left join member_daily_stats s on s.member_id = m.id and s.day between ${period.from} and ${period.to}
       where m.id = ${rootId}
       group by m.id, m.username, m.type`),
    db.execute<PnlRow>(sql`
      select * from (${children}) c
       order by ${sort.expression} ${direction(query.order)}, id ${direction(query.order)}
       limit ${page.pageSize} offset ${page.offset}`),
    db.execute<{ n: string }>(sql`
      select count(*)::text as n from members m where m.parent_id = ${rootId} ${account}`),
    db.execute<Record<string, string>>(sql`
      select ${sums('s')} from team_daily_stats s
       where s.agent_id = ${rootId} and s.day between ${period.from} and ${period.to}`),
    breadcrumb(db, agent.id, rootId),
  ]);
  const t = totals.rows[0] ?? {};
  const own = selfRow.rows[0];
  return {
    list: [...(page.page === 1 && own ? [pnlView(own)] : []), ...rows.rows.map(pnlView)],
    total: Number(count.rows[0]?.n ?? 0),
    page: page.page,
    pageSize: page.pageSize,
    period,
    breadcrumb: crumbs,
    totals: {
      deposits: money(t.deposits),
      withdrawals: money(t.withdrawals),
      bets: Number(t.bets ?? 0),
      validBets: money(t.valid_bets),
      payout: money(t.payout),
      winLoss: money(t.win_loss),
    },
  };
}
