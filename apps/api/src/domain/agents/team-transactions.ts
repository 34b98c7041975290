// The team's movements: deposits, withdrawals and transfers of the parent's downlines (any
// depth) in the period, with per-kind totals from the kept daily figures when no account is
// asked for.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  firstTransactions,
  memberEntriesJoin,
  transactionLegsJoin,
  transactionsIn,
} from '../kernel';
import { type Days, direction, iso, prefixPattern, sqlBounds, tableScope } from './query';
import { money, type TableQuery } from './report-table';
import { type Caller, depthUnder } from './tree';

export interface TransactionQuery extends TableQuery {
  kind?: 'deposit' | 'withdrawal' | 'transferIn' | 'transferOut' | 'uplineTransfer' | undefined;
}

/** The transactions the report lists (their kinds match the transactions' partial index). */
const CASHIER_KINDS = ['deposit', 'withdrawal', 'transfer', 'upline_transfer'] as const;

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

type MovementRow = {
  id: number;
  member_id: number;
  username: string;
  kind: 'deposit' | 'withdrawal' | 'transferIn' | 'transferOut' | 'uplineTransfer';
  amount: string;
  created_at: string;
};

/** How many of the merchant's newest movements a page sorted by time looks through first. */
const MOVEMENT_WALK = 400;

/**
 * Deposits, withdrawals and transfers of the team (the parent's downlines, any depth).
 * A page sorted by time first looks through the merchant's movements of the period, newest
 * (or oldest) first, and keeps the team's: `walk` of them, then, when that did not fill the
 * page, twice as many as the team's share among them says the page needs (at most three
 * walks, none longer than 50 times `walk`). A big team's page is known from a short walk.
 * When the walk cannot know the page (a small team, one that moved little, a page too far
 * on), the team's own legs are read instead; `walk` 0 reads them at once.
 */
export async function downlineTransactions(
  db: Db,
  agent: Caller,
  query: TransactionQuery,
  now: number,
  walk = MOVEMENT_WALK,
) {
  const { page, rootId, period, sort } = await tableScope(
    db,
    agent,
    query,
    now,
    TX_SORTS,
    'createdAt',
  );
  const { start, end } = sqlBounds(period);
  const order = direction(query.order);
  // The conditions on a leg of the team: under the parent, of a kind the report lists, in the
  // period.
  const conditions: SQL[] = [
    sql`t.ancestor_id = ${rootId} and t.depth >= 1`,
    // An upline transfer once, under the downline who sent it (not again under its agent).
    sql`(tx.kind <> 'upline_transfer' or e.amount < 0)`,
    // The legs' own time (their transaction's, the partition key): the period's months only.
    sql`e.created_at >= ${start} and e.created_at < ${end}`,
  ];
  if (query.kind) conditions.push(sql`${TX_KIND} = ${query.kind}`);
  // The legs' conditions (the walk's, which never filters by account), then the account's.
  const legs = sql.join(conditions, sql` and `);
  if (query.account?.trim())
    conditions.push(sql`lower(m.username) like ${prefixPattern(query.account)}`);
  // The merchant and kind conditions match the transactions' partial (merchant, time) index.
  const movements = transactionsIn(agent.merchantId, CASHIER_KINDS, start, end);
  const where = sql.join(conditions, sql` and `);
  const from = sql`member_tree t
    join members m on m.id = t.descendant_id
    ${memberEntriesJoin(sql`m.id`)}`;
  const columns = sql`tx.id, m.id as member_id, m.username, ${TX_KIND} as kind,
    abs(e.amount)::text as amount, ${iso(sql`tx.created_at`)} as created_at`;
  const pageOf = async () =>
    (
      await db.execute<MovementRow>(sql`
        select ${columns} from ${from} where ${movements} and ${where}
         order by ${sort.expression} ${order}, e.id ${order}
         limit ${page.pageSize} offset ${page.offset}`)
    ).rows;
  // The walk: the merchant's `size` first movements of the period in time order (the partial
  // index read forwards or backwards), the team's legs among them. Its page is the report's
  // when the walk reached the period's end, or when the page is full and its last row is
  // strictly inside the walked stretch (every movement up to that instant was looked at).
  const walked = async (size: number) => {
    const edge = query.order === 'asc' ? sql`max(created_at)` : sql`min(created_at)`;
    const inside =
      query.order === 'asc' ? sql`tx.created_at < s.edge` : sql`tx.created_at > s.edge`;
    const result = await db.execute<
      Partial<MovementRow> & { walked: number; found: number; inside: boolean | null }
    >(sql`
      with recent as materialized (
        ${firstTransactions(agent.merchantId, CASHIER_KINDS, start, end, order, size)})
      select p.*, m.username, s.walked
        from (select count(*)::int as walked, ${edge} as edge from recent) s
        left join lateral (
          select tx.id, t.descendant_id as member_id, ${TX_KIND} as kind,
                 abs(e.amount)::text as amount, ${iso(sql`tx.created_at`)} as created_at,
                 ${inside} as inside, (count(*) over ())::int as found,
                 tx.created_at as at, e.id as entry_id
            from recent tx ${transactionLegsJoin()}
            join member_tree t on t.descendant_id = a.member_id
           where ${legs}
           order by tx.created_at ${order}, e.id ${order}
           limit ${page.offset + page.pageSize}) p on true
        -- The account names of the rows met only (not of every leg walked past).
        left join members m on m.id = p.member_id
       order by p.at ${order}, p.entry_id ${order}`);
    // The rows up to the page's end (the page is their last pageSize: the count before them
    // says how many of the team's legs the walk met, even when the page is past them).
    const met = result.rows.filter((r) => r.id != null) as (MovementRow & {
      inside: boolean;
      found: number;
    })[];
    const rows = met.slice(page.offset);
    const whole = result.rows[0]!.walked < size;
    const known = whole || (rows.length === page.pageSize && rows.at(-1)!.inside);
    return { rows: known ? rows : null, found: met[0]?.found ?? 0 };
  };
  const rowsOf = async () => {
    if (walk > 0 && sort.column === 'createdAt' && !query.account?.trim()) {
      // Each next walk twice as long as the team's share in the last one says the page needs
      // (a share changes along the period), up to three walks and 50 times `walk`.
      let size = walk;
      for (let tries = 0; tries < 3 && size <= 50 * walk; tries++) {
        const { rows, found } = await walked(size);
        if (rows) return rows;
        if (found === 0) break;
        size = Math.ceil(((page.offset + page.pageSize) * size * 2) / found);
      }
    }
    return pageOf();
  };
  const [, rows, totals] = await Promise.all([
    depthUnder(db, agent.id, rootId),
    rowsOf(),
    db.execute<{ kind: string; n: string; amount: string }>(
      query.account?.trim()
        ? sql`
      select ${TX_KIND} as kind, count(*)::text as n, sum(abs(e.amount))::text as amount
        from ${from} where ${movements} and ${where} group by 1`
        : keptMovements(rootId, period, query.kind),
    ),
  ]);
  const byKind = new Map(totals.rows.map((r) => [r.kind, r]));
  return {
    list: rows.map((r) => ({
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
