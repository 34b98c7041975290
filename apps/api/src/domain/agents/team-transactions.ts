// The team's movements: deposits, withdrawals and transfers of the parent's downlines (any
// depth) in the period, with per-kind totals from the kept daily figures when no account is
// asked for.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberEntriesJoin } from '../kernel';
import { type Days, direction, iso, prefixPattern, sqlBounds, tableScope } from './query';
import { money, type TableQuery } from './report-table';
import { type Caller, depthUnder } from './tree';

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
  const { page, rootId, period, sort } = await tableScope(
    db,
    agent,
    query,
    now,
    TX_SORTS,
    'createdAt',
  );
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
    // The legs' own time (their transaction's, the partition key): the period's months only.
    sql`e.created_at >= ${start} and e.created_at < ${end}`,
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
