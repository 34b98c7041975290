// The downline list (server-driven: filters, sort on every column, paging), its CSV export
// and a downline's details. Two steps: the page's ids with only the joins the filter and sort
// need, then the columns of those rows.
import { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AGENT_TYPE_LIST, rebateList } from './types';
import {
  localDay,
  mainAccountJoin,
  mainAccountLeftJoin,
  resolvePeriod,
  toDecimal,
} from '../kernel';
import { breadcrumb, type Caller, depthUnder, requireDownline } from './tree';
import { teamKpis } from './overview';
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

/** The widest registration filter (from 2000-01-01 to beyond any merchant's today). */
const REGISTRATION_MAX_DAYS = 366 * 100;

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

/** What a sort column or filter reads besides the tree row: the member, its account, its figures. */
type Source = 'tree' | 'member' | 'account' | 'stats';
interface SortSpec {
  expression: SQL;
  source: Source;
  nullable?: boolean;
}
// Each order is served by an index that is walked in order while every row is checked in the
// tree (or, for the default order, by the tree's own registration-time index): the first page
// of a big team reads a few dozen index entries instead of sorting the team.
const SORTS = {
  account: { expression: sql`m.username`, source: 'member' },
  type: { expression: sql`m.type`, source: 'member' },
  level: { expression: sql`t.depth`, source: 'tree' },
  registeredAt: { expression: sql`t.registered_at`, source: 'tree' },
  lastLoginAt: { expression: sql`m.last_login_at`, source: 'member', nullable: true },
  balance: { expression: sql`a.balance`, source: 'account' },
  teamSize: { expression: sql`m.team_size`, source: 'member' },
  deposits: { expression: stat('deposits'), source: 'stats' },
  withdrawals: { expression: stat('withdrawals'), source: 'stats' },
  validBets: { expression: stat('valid_bets'), source: 'stats' },
  winLoss: { expression: stat('win_loss'), source: 'stats' },
  status: { expression: sql`m.status`, source: 'member' },
} satisfies Record<string, SortSpec>;
type SortColumn = keyof typeof SORTS;
const SORT_SQL = Object.fromEntries(
  Object.entries(SORTS).map(([name, spec]) => [name, spec.expression]),
) as Record<SortColumn, SQL>;

/** The period's figures of the team's members (only the rows under `rootId`). */
const statsOf = (rootId: number, period: Days) => sql`
  select d.member_id, sum(d.deposits) as deposits, sum(d.withdrawals) as withdrawals,
         sum(d.valid_bets) as valid_bets, sum(d.payout - d.valid_bets) as win_loss,
         sum(d.bets) as bets
    from member_tree st join member_daily_stats d on d.member_id = st.descendant_id
   where st.ancestor_id = ${rootId} and d.day between ${period.from} and ${period.to}
   group by d.member_id`;

interface Plan {
  rootId: number;
  period: Days;
  sort: { column: SortColumn; expression: SQL };
  /** The ids of one page, newest (or as sorted) first. */
  page: (limit: number, offset: number) => SQL;
  count: SQL;
}

/**
 * The downline query in one of two shapes. Most views walk an index in the sort order and
 * check each row against the filters, stopping after the page. When a filter keeps only a few
 * members (an account prefix, agents only, locked only), such a walk may have to pass most of
 * the team first (agents register before their players), so the filtered members are found
 * through their own index, each checked in the tree, and only those are sorted.
 */
function plan(agent: Caller, query: DownlineQuery, period: Days, now: number): Plan {
  const rootId = query.parentId ?? agent.id;
  const { timeZone } = period;
  const sort = sortOf<SortColumn>(SORT_SQL, query.sort, 'registeredAt');
  const spec: SortSpec = SORTS[sort.column];
  const order: Order = query.order ?? 'desc';
  const depth = query.scope === 'all' ? sql`t.depth >= 1` : sql`t.depth = 1`;
  // Conditions on the member row (the merchant's lets the planner walk its (merchant, column)
  // indexes in order; the upline's is depth 1 said where the planner can estimate it).
  const memberWhere: SQL[] = [sql`m.merchant_id = ${agent.merchantId}`];
  if (query.scope !== 'all') memberWhere.push(sql`m.parent_id = ${rootId}`);
  const account = query.account?.trim();
  if (account) memberWhere.push(sql`lower(m.username) like ${prefixPattern(account)}`);
  // Written as constants, so the partial indexes of agents and of locked members apply.
  const agentTypes = sql.raw(AGENT_TYPE_LIST.map(Number).join(', '));
  if (query.type)
    memberWhere.push(
      query.type === 'agent' ? sql`m.type in (${agentTypes})` : sql`m.type not in (${agentTypes})`,
    );
  if (query.status)
    memberWhere.push(
      query.status === 'locked' ? sql`m.status = 'locked'` : sql`m.status = 'active'`,
    );
  const memberFiltered = Boolean(account || query.type || query.status);
  const selective = Boolean(account || query.type === 'agent' || query.status === 'locked');
  // Conditions on the tree row and on the period's figures.
  const otherWhere: SQL[] = [];
  // Registration days are a filter, not a report period: no 93-day limit (either end may be
  // left out, "registered on or before" reaches back to the first member).
  if (query.registeredFrom || query.registeredTo) {
    const today = localDay(now, timeZone);
    const registered = resolvePeriod(
      { from: query.registeredFrom ?? '2000-01-01', to: query.registeredTo ?? today },
      { timeZone, now: 0, maxDays: REGISTRATION_MAX_DAYS, scope: 'agent', preset: 'custom' },
    );
    const b = sqlBounds(registered);
    otherWhere.push(sql`t.registered_at >= ${b.start} and t.registered_at < ${b.end}`);
  }
  if (query.activeOnly) otherWhere.push(sql`coalesce(s.bets, 0) > 0`);
  const filtered = memberFiltered || otherWhere.length > 0;

  const from = (sources: Set<Source>): SQL => {
    const parts: SQL[] = selective
      ? [
          // Each filtered member checked in the tree (never a scan of the whole team).
          sql`members m cross join lateral (
            select t.depth, t.registered_at, t.descendant_id from member_tree t
             where t.ancestor_id = ${rootId} and t.descendant_id = m.id and ${depth} offset 0) t`,
        ]
      : [sql`member_tree t`];
    if (!selective && (sources.has('member') || memberFiltered))
      parts.push(sql`join members m on m.id = t.descendant_id`);
    if (sources.has('account')) parts.push(mainAccountJoin(sql`t.descendant_id`, agent.merchantId));
    if (sources.has('stats') || query.activeOnly)
      parts.push(sql`left join (${statsOf(rootId, period)}) s on s.member_id = t.descendant_id`);
    return sql.join(parts, sql` `);
  };
  const where = (sources: Set<Source>): SQL =>
    sql.join(
      [
        ...(selective ? [] : [sql`t.ancestor_id = ${rootId}`, depth]),
        ...(selective || sources.has('member') || memberFiltered ? memberWhere : []),
        ...otherWhere,
      ],
      sql` and `,
    );
  const sources = new Set<Source>([spec.source]);
  const dir = direction(order, spec.nullable === true);
  const idDir = direction(order);
  const none = new Set<Source>();
  return {
    rootId,
    period,
    sort,
    page: (limit, offset) =>
      selective
        ? sql`
          select x.id from (
            select t.descendant_id as id, ${sort.expression} as k
              from ${from(sources)} where ${where(sources)} offset 0) x
           order by x.k ${dir}, x.id ${idDir} limit ${limit} offset ${offset}`
        : sql`
          select t.descendant_id as id from ${from(sources)} where ${where(sources)}
           order by ${sort.expression} ${dir}, t.descendant_id ${idDir}
           limit ${limit} offset ${offset}`,
    // Without filters the count is the team size kept on the member, or one index range.
    count: filtered
      ? sql`select count(*)::text as n from ${from(none)} where ${where(none)}`
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

/** One page of rows in the plan's order: the page's ids and their columns in one statement. */
async function pageRows(db: Db, p: Plan, limit: number, offset: number): Promise<Row[]> {
  const result = await db.execute<Row>(sql`
    with page as (select coalesce(array_agg(q.id), '{}') as ids from (${p.page(limit, offset)}) q)
    select m.id, m.username, m.nickname, m.type, t.depth,
           ${iso(sql`m.created_at`)} as created_at, ${iso(sql`m.last_login_at`)} as last_login_at,
           coalesce(a.balance, 0)::text as balance, m.team_size, m.status,
           coalesce(s.deposits, 0)::text as deposits, coalesce(s.withdrawals, 0)::text as withdrawals,
           coalesce(s.valid_bets, 0)::text as valid_bets, coalesce(s.win_loss, 0)::text as win_loss
      from page cross join unnest(page.ids) with ordinality as o(id, n)
      join members m on m.id = o.id
      join member_tree t on t.ancestor_id = ${p.rootId} and t.descendant_id = m.id
      ${mainAccountLeftJoin(sql`m.id`)}
      left join lateral (
        select sum(deposits) as deposits, sum(withdrawals) as withdrawals,
               sum(valid_bets) as valid_bets, sum(payout - valid_bets) as win_loss
          from member_daily_stats d
         where d.member_id = m.id and d.day between ${p.period.from} and ${p.period.to}
      ) s on true
     order by o.n`);
  return result.rows;
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

export async function listDownlines(db: Db, agent: Caller, query: DownlineQuery, now: number) {
  const page = paging(query);
  const p = plan(agent, query, await agentPeriod(db, agent, query, now), now);
  // One round of statements: the parent is checked in the caller's subtree beside them, and
  // nothing is answered unless it is there.
  const [baseDepth, rows, count, crumbs] = await Promise.all([
    depthUnder(db, agent.id, p.rootId),
    pageRows(db, p, page.pageSize, page.offset),
    db.execute<{ n: string }>(p.count),
    breadcrumb(db, agent.id, p.rootId),
  ]);
  return {
    list: rows.map((r) => view(r, baseDepth)),
    total: Number(count.rows[0]?.n ?? 0),
    page: page.page,
    pageSize: page.pageSize,
    sort: p.sort.column,
    order: query.order ?? 'desc',
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
  const p = plan(agent, query, await agentPeriod(db, agent, query, now), now);
  const baseDepth = await depthUnder(db, agent.id, p.rootId);
  async function* lines() {
    yield `${CSV_COLUMNS.join(',')}\r\n`;
    for (let offset = 0; ; offset += 1000) {
      const rows = await pageRows(db, p, 1000, offset);
      if (rows.length > 0) {
        yield rows
          .map((r) => {
            const v = view(r, baseDepth);
            return `${CSV_COLUMNS.map((c) => cell(v[c])).join(',')}\r\n`;
          })
          .join('');
      }
      if (rows.length < 1000) return;
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
      ${mainAccountLeftJoin(sql`m.id`)}
     where m.id = ${memberId}`);
  const r = result.rows[0];
  if (!r) throw new Error(`downline ${memberId} vanished`);
  const thisMonth = await agentPeriod(db, agent, { period: 'thisMonth' }, now);
  const { month } = await teamKpis(db, memberId, { month: thisMonth }, thisMonth.to);
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
