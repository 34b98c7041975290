// The benchmark team of the agent console and settlement benchmarks: `benchagent` with
// 100,000 downlines (50 sub-agents, 20 agents under each, players under those) and 1,000,000
// settled bet records plus 200,000 deposits through the ledger, written set-wise with triggers
// off; the tree and the daily figures are built once.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

export interface BenchmarkTeamOptions {
  downlines: number;
  bets: number;
  /** Bets settle within this many seconds before `betsEnd` (default 60 days). */
  betSpanSeconds?: number;
  /** Epoch ms; default now. */
  betsEnd?: number;
  /** `vacuum analyze` after loading (a steady state, as autovacuum keeps it); else `analyze`. */
  vacuum?: boolean;
}

const say = (line: string) => process.stdout.write(`${line}\n`);

/** The benchmark team, written set-wise with triggers off, then tree and figures built once. */
export async function seedBenchmarkTeam(
  database: Database,
  merchantId: number,
  currency: string,
  options: BenchmarkTeamOptions,
): Promise<number> {
  const db = database.db;
  const DOWNLINES = options.downlines;
  const BETS = options.bets;
  // Bets settle over [betsEnd - betSpan, betsEnd) (default: the 60 days before now).
  const betSpan = Math.max(1, Math.floor(options.betSpanSeconds ?? 60 * 86400));
  const betsEnd = new Date(options.betsEnd ?? Date.now()).toISOString();
  const now = Date.now();
  const t0 = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const [agent] = (
      await tx.execute<{ id: number }>(sql`
        insert into members (merchant_id, username, password_hash, type, created_at, rebates)
        values (${merchantId}, 'benchagent', 'x', 1, now() - interval '400 days', '{"RNG":"1.50","LIVE":"1.00"}')
        returning id`)
    ).rows;
    const agentId = Number(agent!.id);
    // 50 sub-agents, 1,000 agents under them, then players up to 100,000 downlines.
    await tx.execute(sql`
      insert into members (merchant_id, username, password_hash, type, parent_id, created_at, last_login_at, status)
      select ${merchantId}, 'ba' || g, 'x', 1, ${agentId}, now() - interval '300 days', now() - (g % 30) * interval '1 day', 'active'
        from generate_series(1, 50) g`);
    await tx.execute(sql`
      insert into members (merchant_id, username, password_hash, type, parent_id, created_at, last_login_at, status)
      select ${merchantId}, 'bb' || g, 'x', 1, p.id, now() - interval '200 days', now() - (g % 20) * interval '1 day', 'active'
        from generate_series(1, 1000) g
        join members p on p.merchant_id = ${merchantId} and p.username = 'ba' || (1 + (g - 1) / 20)`);
    const players = DOWNLINES - 1050;
    await tx.execute(sql`
      with parents as (
        select id, row_number() over (order by id) - 1 as n from members
         where merchant_id = ${merchantId} and username like 'bb%')
      insert into members (merchant_id, username, password_hash, type, parent_id, created_at, last_login_at, status)
      select ${merchantId}, 'bp' || g, 'x', 0, p.id,
             now() - ((g * 7919) % 86400 * 90) * interval '1 second',
             case when g % 3 = 0 then null else now() - (g % 40) * interval '1 day' end,
             case when g % 50 = 0 then 'locked' else 'active' end
        from generate_series(1::bigint, ${players}) g
        join parents p on p.n = (g - 1) % 1000`);
    // The closure table and team sizes, as the migration builds them for existing members.
    await tx.execute(sql`
      insert into member_tree (ancestor_id, descendant_id, depth, registered_at)
      with recursive up(descendant_id, ancestor_id, depth) as (
        select id, id, 0 from members where merchant_id = ${merchantId}
          and (id = ${agentId} or username like 'ba%' or username like 'bb%' or username like 'bp%')
        union all
        select up.descendant_id, m.parent_id, up.depth + 1
          from up join members m on m.id = up.ancestor_id where m.parent_id is not null
      ) select up.ancestor_id, up.descendant_id, up.depth, m.created_at
          from up join members m on m.id = up.descendant_id`);
    await tx.execute(sql`
      update members m set team_size = t.n
        from (select ancestor_id, count(*) - 1 as n from member_tree group by ancestor_id) t
       where t.ancestor_id = m.id and t.n > 0`);
    // A ledger account for every member, the agent's own included.
    await tx.execute(sql`
      insert into ledger_accounts (merchant_id, kind, member_id, currency)
      select ${merchantId}, 'member', descendant_id, ${currency} from member_tree
       where ancestor_id = ${agentId}`);
    // Deposits: one balanced transaction each (house -> member).
    const [house] = (
      await tx.execute<{ id: number }>(
        sql`select id from ledger_accounts where merchant_id = ${merchantId} and kind = 'house'`,
      )
    ).rows;
    await tx.execute(sql`
      with picks as (
        select g, a.id as account, (1000 + (g * 37) % 100000)::bigint as amount,
               now() - ((g * 104729) % (60 * 86400)) * interval '1 second' as at
          from generate_series(1::bigint, 200000) g
          join ledger_accounts a on a.member_id = (
            select min(id) from members where merchant_id = ${merchantId} and username like 'bp%') + (g * 13) % ${players}),
      txs as (
        insert into ledger_transactions (merchant_id, kind, idempotency_key, reference, created_at)
        select ${merchantId}, 'deposit', 'bench-dep:' || g, 'bench', at from picks
        returning id, idempotency_key, created_at)
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select t.id, x.account, x.amount, t.created_at from txs t join picks x on t.idempotency_key = 'bench-dep:' || x.g
      union all
      select t.id, ${house!.id}, -x.amount, t.created_at from txs t join picks x on t.idempotency_key = 'bench-dep:' || x.g`);
    await tx.execute(sql`
      update ledger_accounts a set balance = s.total
        from (select account_id, sum(amount) as total from ledger_entries group by account_id) s
       where s.account_id = a.id and a.kind = 'member'`);
    // Bet records: settled, spread over 60 days and the players.
    await tx.execute(sql`
      with g as (select id, category, vendor_code, game_code, row_number() over (order by id) - 1 as n
                   from (select * from games where merchant_id = ${merchantId} order by id limit 30) x),
           first as (select min(id) as id from members where merchant_id = ${merchantId} and username like 'bp%')
      insert into bet_records (merchant_id, member_id, round_id, category, vendor_code, game_id, game_code,
                               stake, payout, status, bet, outcome, created_at, settled_at)
      select ${merchantId}, first.id + (i * 7) % ${players}, 'bench-' || i, g.category, g.vendor_code, g.id, g.game_code,
             (100 + (i * 31) % 5000)::bigint,
             case when i % 100 < 47 then (100 + (i * 31) % 5000)::bigint * 2 else 0 end,
             'SETTLED', '{}'::jsonb, '{}'::jsonb,
             ${betsEnd}::timestamptz - (1 + (i * 6007) % ${betSpan}) * interval '1 second',
             ${betsEnd}::timestamptz - (1 + (i * 6007) % ${betSpan}) * interval '1 second'
        from generate_series(1::bigint, ${BETS}) i, first
        join g on true
       where g.n = i % 30`);
    // Their key rows (bet_keys), which the bets' trigger writes when triggers are on.
    await tx.execute(sql`
      insert into bet_keys (member_id, round_id, bet_id, created_at, adapter, debit_tx_id, credit_tx_id)
      select member_id, round_id, id, created_at, adapter, debit_tx_id, credit_tx_id
        from bet_records where merchant_id = ${merchantId} and round_id like 'bench-%'`);
    await tx.execute(sql`set local session_replication_role = origin`);
    await tx.execute(sql`select daily_stats_rebuild()`);
  });
  await database.db.execute(options.vacuum ? sql`vacuum analyze` : sql`analyze`);
  const [agent] = (
    await database.db.execute<{ id: number; n: string }>(
      sql`select m.id, (select count(*) from member_tree t where t.ancestor_id = m.id and t.depth >= 1)::text as n
            from members m where username = 'benchagent'`,
    )
  ).rows;
  const [bets] = (
    await database.db.execute<{ n: string }>(sql`select count(*)::text as n from bet_records`)
  ).rows;
  say(
    `benchmark seed: ${agent!.n} downlines, ${bets!.n} bet records, ${Math.round((Date.now() - t0) / 1000)} s (started ${new Date(now).toISOString()})`,
  );
  return Number(agent!.id);
}
