// Team reports: team betting (bet records of the whole team), profit and loss per direct
// downline (drillable), the agent's income by day and source, and the team's deposits,
// withdrawals and transfers. Every total is computed here, over the whole filtered period.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addDays, memberEntriesJoin, memberSumsByDay, toDecimal } from '../kernel';
import { INCOME_KINDS } from './overview';
import {
  agentPeriod,
  type Days,
  direction,
  iso,
  type Order,
  paging,
  type PeriodQuery,
  prefixPattern,
  sortOf,
  sqlBounds,
} from './query';
import { breadcrumb, type Caller, depthUnder } from './tree';

const money = (v: string | null | undefined) => toDecimal(BigInt(v ?? '0'));

interface TableQuery extends PeriodQuery {
  parentId?: number | undefined;
  account?: string | undefined;
  sort?: string | undefined;
  order?: Order | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

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
  const page = paging(query);
  const rootId = query.parentId ?? agent.id;
  const period = await agentPeriod(db, agent, query, now);
  const sort = sortOf(BET_SORTS, query.sort, 'createdAt');
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
  const page = paging(query);
  const rootId = query.parentId ?? agent.id;
  const period = await agentPeriod(db, agent, query, now);
  const sort = sortOf(PNL_SORTS, query.sort, 'validBets');
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

/** The agent's own income (ledger credits of the income kinds) by day and source. */
export async function revenue(db: Db, agent: Caller, query: PeriodQuery, now: number) {
  const period = await agentPeriod(db, agent, query, now);
  const { start, end } = sqlBounds(period);
  const rows = await memberSumsByDay(db, agent.id, INCOME_KINDS, start, end, period.timeZone);
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

export interface TransactionQuery extends TableQuery {
  kind?: 'deposit' | 'withdrawal' | 'transferIn' | 'transferOut' | 'uplineTransfer' | undefined;
}

const TX_KIND = sql`case
  when tx.kind = 'deposit' then 'deposit'
  when tx.kind = 'withdrawal' then 'withdrawal'
  when tx.kind = 'upline_transfer' then 'uplineTransfer'
  when e.amount > 0 then 'transferIn'
  else 'transferOut' end`;

const TX_SORTS = {
  createdAt: sql`tx.created_at`,
  account: sql`m.username`,
  kind: TX_KIND,
  amount: sql`abs(e.amount)`,
};

/**
 * The team's movements per kind from the kept daily figures: the parent's team rows less its
 * own (the report lists its downlines only).
 */
function keptMovements(rootId: number, period: Days, kind: TransactionQuery['kind']): SQL {
  const kinds = [
    ['deposit', 'deposit_count', 'deposits'],
    ['withdrawal', 'withdrawal_count', 'withdrawn'],
    ['transferIn', 'transfer_in_count', 'transfer_in'],
    ['transferOut', 'transfer_out_count', 'transfer_out'],
    ['uplineTransfer', 'upline_transfer_count', 'upline_transfer'],
  ].filter(([name]) => !kind || name === kind);
  const sums = (table: string, key: string, id: number) => sql`
    select ${sql.join(
      kinds.flatMap(([, n, amount]) => [
        sql.raw(`coalesce(sum(${n}), 0) as ${n}`),
        sql.raw(`coalesce(sum(${amount}), 0) as ${amount}`),
      ]),
      sql`, `,
    )}
      from ${sql.raw(table)} where ${sql.raw(key)} = ${id} and day between ${period.from} and ${period.to}`;
  return sql`
    select x.kind, x.n::text as n, x.amount::text as amount
      from (${sums('team_daily_stats', 'agent_id', rootId)}) team,
           (${sums('member_daily_stats', 'member_id', rootId)}) own,
           lateral (values ${sql.join(
             kinds.map(
               ([name, n, amount]) =>
                 sql`(${name}, ${sql.raw(`team.${n} - own.${n}`)}, ${sql.raw(`team.${amount} - own.${amount}`)})`,
             ),
             sql`, `,
           )}) as x(kind, n, amount)
     where x.n > 0`;
}

/** Deposits, withdrawals and transfers of the team (the parent's downlines, any depth). */
export async function downlineTransactions(
  db: Db,
  agent: Caller,
  query: TransactionQuery,
  now: number,
) {
  const page = paging(query);
  const rootId = query.parentId ?? agent.id;
  const period = await agentPeriod(db, agent, query, now);
  const sort = sortOf(TX_SORTS, query.sort, 'createdAt');
  const { start, end } = sqlBounds(period);
  // The merchant and kind conditions match the transactions' partial (merchant, time) index,
  // walked newest first.
  const conditions: SQL[] = [
    sql`t.ancestor_id = ${rootId} and t.depth >= 1`,
    sql`tx.merchant_id = ${agent.merchantId}`,
    sql`tx.kind in ('deposit', 'withdrawal', 'transfer', 'upline_transfer')`,
    // An upline transfer once, under the downline who sent it (not again under its agent).
    sql`(tx.kind <> 'upline_transfer' or e.amount < 0)`,
    sql`tx.created_at >= ${start} and tx.created_at < ${end}`,
  ];
  if (query.account?.trim())
    conditions.push(sql`lower(m.username) like ${prefixPattern(query.account)}`);
  if (query.kind) conditions.push(sql`${TX_KIND} = ${query.kind}`);
  const where = sql.join(conditions, sql` and `);
  const from = sql`member_tree t
    join members m on m.id = t.descendant_id
    ${memberEntriesJoin(sql`m.id`)}`;
  const [, rows, totals] = await Promise.all([
    depthUnder(db, agent.id, rootId),
    db.execute<{
      id: number;
      member_id: number;
      username: string;
      kind: 'deposit' | 'withdrawal' | 'transferIn' | 'transferOut' | 'uplineTransfer';
      amount: string;
      created_at: string;
    }>(sql`
      select tx.id, m.id as member_id, m.username, ${TX_KIND} as kind,
             abs(e.amount)::text as amount, ${iso(sql`tx.created_at`)} as created_at
        from ${from} where ${where}
       order by ${sort.expression} ${direction(query.order)}, e.id ${direction(query.order)}
       limit ${page.pageSize} offset ${page.offset}`),
    db.execute<{ kind: string; n: string; amount: string }>(
      query.account?.trim()
        ? sql`
      select ${TX_KIND} as kind, count(*)::text as n, sum(abs(e.amount))::text as amount
        from ${from} where ${where} group by 1`
        : keptMovements(rootId, period, query.kind),
    ),
  ]);
  const byKind = new Map(totals.rows.map((r) => [r.kind, r]));
  return {
    list: rows.rows.map((r) => ({
      transactionId: Number(r.id),
      memberId: Number(r.member_id),
      account: r.username,
      kind: r.kind,
      amount: money(r.amount),
      createdAt: r.created_at,
    })),
    total: totals.rows.reduce((n, r) => n + Number(r.n), 0),
    page: page.page,
    pageSize: page.pageSize,
    period,
    totals: {
      deposit: money(byKind.get('deposit')?.amount),
      withdrawal: money(byKind.get('withdrawal')?.amount),
      transferIn: money(byKind.get('transferIn')?.amount),
      transferOut: money(byKind.get('transferOut')?.amount),
      uplineTransfer: money(byKind.get('uplineTransfer')?.amount),
    },
  };
}
