// The downline list (server-driven: filters, sort on every column, paging), its CSV export
// and a downline's details. Two steps: the page's ids with only the joins the filter and sort
// need, then the columns of those rows.
import { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AGENT_TYPE_LIST, rebateList } from './types';
import { toDecimal } from '../ledger';
import { breadcrumb, type Caller, depthUnder, requireDownline } from './tree';
import { teamKpis } from './overview';
import {
  dayOf,
  direction,
  iso,
  monthStart,
  type Order,
  paging,
  type Period,
  type PeriodQuery,
  periodBounds,
  prefixPattern,
  resolvePeriod,
  sortOf,
} from './query';

export interface DownlineQuery extends PeriodQuery {
  parentId?: number | undefined;
  scope?: 'direct' | 'all' | undefined;
  account?: string | undefined;
  type?: 'player' | 'agent' | undefined;
  status?: 'active' | 'locked' | undefined;
  registeredFrom?: string | undefined;
  registeredTo?: string | undefined;
  activeOnly?: boolean | undefined;
  sort?: string | undefined;
  order?: Order | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const stat = (name: string) => sql.raw(`coalesce(s.${name}, 0)`);
const SORTS = {
  account: sql`m.username`,
  type: sql`m.type`,
  level: sql`t.depth`,
  registeredAt: sql`m.created_at`,
  lastLoginAt: sql`m.last_login_at`,
  balance: sql`coalesce(a.balance, 0)`,
  teamSize: sql`m.team_size`,
  deposits: stat('deposits'),
  withdrawals: stat('withdrawals'),
  validBets: stat('valid_bets'),
  winLoss: stat('win_loss'),
  status: sql`m.status`,
};
type SortColumn = keyof typeof SORTS;
const STAT_SORTS = new Set<SortColumn>(['deposits', 'withdrawals', 'validBets', 'winLoss']);

const statsOf = (period: Period) => sql`
  select member_id, sum(deposits) as deposits, sum(withdrawals) as withdrawals,
         sum(valid_bets) as valid_bets, sum(payout - valid_bets) as win_loss, sum(bets) as bets
    from member_daily_stats where day between ${period.from} and ${period.to}
   group by member_id`;

interface Plan {
  rootId: number;
  baseDepth: number;
  period: Period;
  sort: { column: SortColumn; expression: SQL };
  order: Order;
  from: SQL;
  where: SQL;
  count: SQL;
}

async function plan(db: Db, agent: Caller, query: DownlineQuery, now: number): Promise<Plan> {
  const rootId = query.parentId ?? agent.id;
  const baseDepth = await depthUnder(db, agent.id, rootId);
  const period = resolvePeriod(query, now);
  const sort = sortOf<SortColumn>(SORTS, query.sort, 'registeredAt');
  const order: Order = query.order ?? 'desc';
  // The merchant condition lets the planner walk the (merchant, column) indexes in sort order
  // and look each row up in the tree, instead of sorting the whole team.
  const conditions: SQL[] = [
    sql`t.ancestor_id = ${rootId}`,
    sql`m.merchant_id = ${agent.merchantId}`,
  ];
  conditions.push(query.scope === 'all' ? sql`t.depth >= 1` : sql`t.depth = 1`);
  const filtered = Boolean(
    query.account?.trim() ||
    query.type ||
    query.status ||
    query.registeredFrom ||
    query.registeredTo ||
    query.activeOnly,
  );
  if (query.account?.trim())
    conditions.push(sql`lower(m.username) like ${prefixPattern(query.account)}`);
  const agentTypes = sql.join(
    AGENT_TYPE_LIST.map((n) => sql`${n}`),
    sql`, `,
  );
  if (query.type === 'agent') conditions.push(sql`m.type in (${agentTypes})`);
  if (query.type === 'player') conditions.push(sql`m.type not in (${agentTypes})`);
  if (query.status) conditions.push(sql`m.status = ${query.status}`);
  if (query.registeredFrom || query.registeredTo) {
    const registered = resolvePeriod(
      { from: query.registeredFrom ?? '2000-01-01', to: query.registeredTo ?? dayOf(now) },
      Date.parse(`${query.registeredTo ?? dayOf(now)}T00:00:00Z`),
    );
    const b = periodBounds(registered);
    conditions.push(sql`m.created_at >= ${b.start} and m.created_at < ${b.end}`);
  }
  if (query.activeOnly) conditions.push(sql`coalesce(s.bets, 0) > 0`);
  const needStats = STAT_SORTS.has(sort.column) || query.activeOnly === true;
  const from = sql`member_tree t join members m on m.id = t.descendant_id
    ${sort.column === 'balance' ? sql`left join ledger_accounts a on a.member_id = m.id and a.vendor_code is null` : sql``}
    ${needStats ? sql`left join (${statsOf(period)}) s on s.member_id = m.id` : sql``}`;
  return {
    rootId,
    baseDepth,
    period,
    sort,
    order,
    from,
    where: sql.join(conditions, sql` and `),
    // Without filters the count is the team size kept on the member, or one index range.
    count: filtered
      ? sql`select count(*)::text as n from ${from} where ${sql.join(conditions, sql` and `)}`
      : query.scope === 'all'
        ? sql`select team_size::text as n from members where id = ${rootId}`
        : sql`select count(*)::text as n from member_tree where ancestor_id = ${rootId} and depth = 1`,
  };
}

type Row = {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  depth: number;
  created_at: string;
  last_login_at: string | null;
  balance: string;
  team_size: number;
  status: 'active' | 'locked';
  deposits: string;
  withdrawals: string;
  valid_bets: string;
  win_loss: string;
};

async function rowsOf(db: Db, ids: number[], rootId: number, period: Period): Promise<Row[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<Row>(sql`
    select m.id, m.username, m.nickname, m.type, t.depth,
           ${iso(sql`m.created_at`)} as created_at, ${iso(sql`m.last_login_at`)} as last_login_at,
           coalesce(a.balance, 0)::text as balance, m.team_size, m.status,
           coalesce(s.deposits, 0)::text as deposits, coalesce(s.withdrawals, 0)::text as withdrawals,
           coalesce(s.valid_bets, 0)::text as valid_bets, coalesce(s.win_loss, 0)::text as win_loss
      from members m
      join member_tree t on t.ancestor_id = ${rootId} and t.descendant_id = m.id
      left join ledger_accounts a on a.member_id = m.id and a.vendor_code is null
      left join lateral (
        select sum(deposits) as deposits, sum(withdrawals) as withdrawals,
               sum(valid_bets) as valid_bets, sum(payout - valid_bets) as win_loss
          from member_daily_stats d
         where d.member_id = m.id and d.day between ${period.from} and ${period.to}
      ) s on true
     where m.id in (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )})`);
  const byId = new Map(result.rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const view = (r: Row, baseDepth: number) => ({
  memberId: Number(r.id),
  account: r.username,
  nickname: r.nickname,
  type: Number(r.type),
  level: baseDepth + Number(r.depth),
  registeredAt: r.created_at,
  lastLoginAt: r.last_login_at,
  balance: toDecimal(BigInt(r.balance)),
  teamSize: Number(r.team_size),
  deposits: toDecimal(BigInt(r.deposits)),
  withdrawals: toDecimal(BigInt(r.withdrawals)),
  validBets: toDecimal(BigInt(r.valid_bets)),
  winLoss: toDecimal(BigInt(r.win_loss)),
  status: r.status,
});

async function pageIds(db: Db, p: Plan, limit: number, offset: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select m.id from ${p.from} where ${p.where}
     order by ${p.sort.expression} ${direction(p.order)}, m.id ${direction(p.order)}
     limit ${limit} offset ${offset}`);
  return result.rows.map((r) => Number(r.id));
}

export async function listDownlines(db: Db, agent: Caller, query: DownlineQuery, now: number) {
  const page = paging(query);
  const p = await plan(db, agent, query, now);
  const [ids, count, crumbs] = await Promise.all([
    pageIds(db, p, page.pageSize, page.offset),
    db.execute<{ n: string }>(p.count),
    breadcrumb(db, agent.id, p.rootId),
  ]);
  const rows = await rowsOf(db, ids, p.rootId, p.period);
  return {
    list: rows.map((r) => view(r, p.baseDepth)),
    total: Number(count.rows[0]?.n ?? 0),
    page: page.page,
    pageSize: page.pageSize,
    sort: p.sort.column,
    order: p.order,
    period: p.period,
    breadcrumb: crumbs,
  };
}

const CSV_COLUMNS = [
  'account',
  'nickname',
  'type',
  'level',
  'registeredAt',
  'lastLoginAt',
  'balance',
  'teamSize',
  'deposits',
  'withdrawals',
  'validBets',
  'winLoss',
  'status',
] as const;

/** A CSV cell: quoted when needed; a leading formula character is neutralised. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?[0-9.]+$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The filtered view as CSV, read and written 1,000 rows at a time. */
export async function exportDownlines(
  db: Db,
  agent: Caller,
  query: DownlineQuery,
  now: number,
): Promise<Readable> {
  const p = await plan(db, agent, query, now);
  async function* lines() {
    yield `${CSV_COLUMNS.join(',')}\r\n`;
    for (let offset = 0; ; offset += 1000) {
      const ids = await pageIds(db, p, 1000, offset);
      const rows = await rowsOf(db, ids, p.rootId, p.period);
      if (rows.length > 0) {
        yield rows
          .map((r) => {
            const v = view(r, p.baseDepth);
            return `${CSV_COLUMNS.map((c) => cell(v[c])).join(',')}\r\n`;
          })
          .join('');
      }
      if (ids.length < 1000) return;
    }
  }
  return Readable.from(lines());
}

export async function downlineDetails(db: Db, agent: Caller, memberId: number, now: number) {
  const depth = await requireDownline(db, agent.id, memberId);
  const result = await db.execute<{
    id: number;
    username: string;
    nickname: string | null;
    type: number;
    status: 'active' | 'locked';
    created_at: string;
    last_login_at: string | null;
    balance: string;
    team_size: number;
    rebates: Record<string, string>;
    parent_id: number;
    parent_name: string;
    direct: string;
  }>(sql`
    select m.id, m.username, m.nickname, m.type, m.status,
           ${iso(sql`m.created_at`)} as created_at, ${iso(sql`m.last_login_at`)} as last_login_at,
           coalesce(a.balance, 0)::text as balance, m.team_size, m.rebates,
           p.id as parent_id, p.username as parent_name,
           (select count(*) from member_tree c where c.ancestor_id = m.id and c.depth = 1)::text as direct
      from members m
      join members p on p.id = m.parent_id
      left join ledger_accounts a on a.member_id = m.id and a.vendor_code is null
     where m.id = ${memberId}`);
  const r = result.rows[0];
  if (!r) throw new Error(`downline ${memberId} vanished`);
  const today = dayOf(now);
  const { month } = await teamKpis(
    db,
    memberId,
    { month: { from: monthStart(today), to: today } },
    today,
  );
  return {
    memberId: Number(r.id),
    account: r.username,
    nickname: r.nickname,
    type: Number(r.type),
    level: depth,
    status: r.status,
    registeredAt: r.created_at,
    lastLoginAt: r.last_login_at,
    balance: toDecimal(BigInt(r.balance)),
    teamSize: Number(r.team_size),
    directCount: Number(r.direct),
    upline: { memberId: Number(r.parent_id), account: r.parent_name },
    rebates: rebateList(r.rebates),
    month,
  };
}
