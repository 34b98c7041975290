// Team betting: the bet records of the whole team (or of one downline's team) in the period,
// filtered by account, category and vendor, with totals from the kept daily figures when
// unfiltered.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toDecimal } from '../kernel';
import { direction, iso, prefixPattern, sqlBounds, tableScope } from './query';
import { money, type TableQuery } from './report-table';
import { type Caller, depthUnder } from './tree';

export interface TeamBettingQuery extends TableQuery {
  category?: string | undefined;
  vendorCode?: string | undefined;
}

const BET_SORTS = {
  createdAt: sql`b.created_at`,
  account: sql`m.username`,
  category: sql`b.category`,
  vendorCode: sql`b.vendor_code`,
  stake: sql`b.stake`,
  payout: sql`b.payout`,
  winLoss: sql`(b.payout - b.stake)`,
};

export async function teamBetting(db: Db, agent: Caller, query: TeamBettingQuery, now: number) {
  const { page, rootId, period, sort } = await tableScope(
    db,
    agent,
    query,
    now,
    BET_SORTS,
    'createdAt',
  );
  const { start, end } = sqlBounds(period);
  // The merchant condition lets the planner walk the bets' (merchant, time) index newest first
  // and check each bet's member in the tree.
  const conditions: SQL[] = [
    sql`t.ancestor_id = ${rootId}`,
    sql`b.merchant_id = ${agent.merchantId}`,
    sql`b.created_at >= ${start} and b.created_at < ${end}`,
  ];
  if (query.account?.trim())
    conditions.push(sql`lower(m.username) like ${prefixPattern(query.account)}`);
  if (query.category) conditions.push(sql`b.category = ${query.category}`);
  if (query.vendorCode) conditions.push(sql`b.vendor_code = ${query.vendorCode}`);
  const where = sql.join(conditions, sql` and `);
  const from = sql`member_tree t join bet_records b on b.member_id = t.descendant_id
    join members m on m.id = b.member_id`;
  const filtered = Boolean(query.account?.trim() || query.category || query.vendorCode);
  // Unfiltered, the totals are the team's kept daily figures (the same bets, counted by the
  // day they were placed; valid bet and payout once settled).
  const totalsQuery = filtered
    ? sql`
      select count(*)::text as n, coalesce(sum(b.stake), 0)::text as stake,
             coalesce(sum(b.stake) filter (where b.status = 'SETTLED'), 0)::text as valid,
             coalesce(sum(b.payout) filter (where b.status = 'SETTLED'), 0)::text as payout
        from ${from} where ${where}`
    : sql`
      select coalesce(sum(bets), 0)::text as n, coalesce(sum(stake), 0)::text as stake,
             coalesce(sum(valid_bets), 0)::text as valid, coalesce(sum(payout), 0)::text as payout
        from team_daily_stats
       where agent_id = ${rootId} and day between ${period.from} and ${period.to}`;
  // The parent is checked in the caller's subtree beside the reads; nothing is answered
  // unless it is there.
  const [, rows, totals] = await Promise.all([
    depthUnder(db, agent.id, rootId),
    db.execute<{
      id: number;
      member_id: number;
      username: string;
      category: string;
      vendor_code: string;
      game_code: string;
      stake: string;
      payout: string;
      status: 'OPEN' | 'SETTLED';
      created_at: string;
    }>(sql`
      select b.id, b.member_id, m.username, b.category, b.vendor_code, b.game_code,
             b.stake::text as stake, b.payout::text as payout, b.status,
             ${iso(sql`b.created_at`)} as created_at
        from ${from} where ${where}
       order by ${sort.expression} ${direction(query.order)}, b.id ${direction(query.order)}
       limit ${page.pageSize} offset ${page.offset}`),
    db.execute<{ n: string; stake: string; valid: string; payout: string }>(totalsQuery),
  ]);
  const t = totals.rows[0];
  const valid = BigInt(t?.valid ?? '0');
  const payout = BigInt(t?.payout ?? '0');
  return {
    list: rows.rows.map((r) => {
      const settled = r.status === 'SETTLED';
      const stake = BigInt(r.stake);
      const pay = settled ? BigInt(r.payout) : 0n;
      return {
        betId: Number(r.id),
        memberId: Number(r.member_id),
        account: r.username,
        category: r.category,
        vendorCode: r.vendor_code,
        gameCode: r.game_code,
        stake: toDecimal(stake),
        validBet: toDecimal(settled ? stake : 0n),
        payout: toDecimal(pay),
        winLoss: toDecimal(settled ? pay - stake : 0n),
        status: r.status,
        createdAt: r.created_at,
      };
    }),
    total: Number(t?.n ?? 0),
    page: page.page,
    pageSize: page.pageSize,
    period,
    totals: {
      count: Number(t?.n ?? 0),
      stake: money(t?.stake),
      validBets: toDecimal(valid),
      payout: toDecimal(payout),
      winLoss: toDecimal(payout - valid),
    },
  };
}
