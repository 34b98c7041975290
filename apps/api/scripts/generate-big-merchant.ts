// `pnpm --filter @platform/api generate:big`: a big merchant on demand, for the benchmarks at
// scale and the capacity model. Into the demo merchant of a fresh database (a throw-away
// cluster, or BIG_DATABASE_URL, which must hold nothing but what this script writes) it adds,
// at BIG_SCALE=1 (the default; 0.01 builds a hundredth, for a quick check):
//  - 10,000 agents in a tree: 10 at the top, 90 under them, 900, then 9,000, and 990,000
//    players under those (the fifth level): 1,000,000 members, with their closure rows
//    (`member_tree`), team sizes and a main ledger account each;
//  - 10,000,000 settled bets over the 12 months before now, 47 % of them paying twice the
//    stake, each with its key row (`bet_keys`: its round, unique per member whatever the
//    month) and its ledger: a stake transaction (member -> house) and, when it paid, a
//    payout transaction (house -> member), as a real round posts them (about 30,000,000
//    entries);
//  - two credited deposits per player (deposit clearing -> member) that cover what the player
//    lost and leave a balance, each with its ledger transaction: the first a few hours after
//    the player registered, the second between then and now;
//  - a withdrawal by every tenth player over the 60 days before the last two, received
//    (member -> pending withdrawals -> payout clearing), with the bank card it went to;
//  - two inbox messages per player, half a year apart (with their keys, one per event);
// then the derived figures are built once, as the product's rebuilds build them (the team
// figures and each member's ledger lines and daily records), the tables analyzed, and
// every ledger invariant (scripts/ledger-invariants.sql) is checked: the script fails when one
// is not 0.
// Every table is written set-wise by the database itself (INSERT … SELECT over
// generate_series, with triggers off as a bulk import runs): no row travels from this process,
// which is what COPY would save; ids are taken in blocks from their sequences so the ledger
// rows of a bet, a deposit or a withdrawal are computed, not looked up. What does not depend
// on each other is written on two connections at once (a statement runs on one core).
import process from 'node:process';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDatabase } from '../src/seed/seed';
import { broken, readInvariants } from './ledger-invariants.mjs';
import { findPostgresBin, startCluster } from './pg-cluster.mjs';

const SCALE = Number(process.env.BIG_SCALE ?? 1);
const PLAYERS = Math.max(1_000, Math.round(990_000 * SCALE));
const BETS = Math.max(10_000, Math.round(10_000_000 * SCALE));
/** Bets are written in chunks of this many (one statement each, progress printed). */
const CHUNK = 1_000_000;
const LEVELS = [10, 90, 900, 9_000];
const say = (line: string) => process.stdout.write(`${line}\n`);

const external = process.env.BIG_DATABASE_URL;
const bin = external ? null : findPostgresBin();
if (!external && !bin) {
  say('No PostgreSQL server binaries found (and BIG_DATABASE_URL not set).');
  process.exit(1);
}
const cluster = bin ? await startCluster(bin) : null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    cluster?.stop();
    process.exit(130);
  });
const url = external ?? cluster!.url;
const started = Date.now();
/** Time since the start, for each phase's heading. */
const elapsed = () => ` (at ${((Date.now() - started) / 1000).toFixed(0)} s)`;
// Two connections: the database writes what does not depend on each other on both at once
// (this machine has two cores; one statement runs on one).
let client = new pg.Client({ connectionString: url });
const second = new pg.Client({ connectionString: url });
const stepOn = async (on: pg.Client, label: string, text: string, values: unknown[] = []) => {
  const t0 = Date.now();
  const result = await on.query(text, values);
  say(`  ${label}: ${result.rowCount ?? 0} rows, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return result;
};
const step = (label: string, text: string, values: unknown[] = []) =>
  stepOn(client, label, text, values);
/**
 * Runs `tasks` on both connections, each task once those it names in `after` have finished
 * (in the order given, as either connection frees up).
 */
async function onBoth(
  tasks: { name: string; after?: string[]; run: (on: pg.Client) => Promise<unknown> }[],
) {
  const done = new Set<string>();
  const waiting = [...tasks];
  let wake = () => {};
  const worker = async (on: pg.Client) => {
    while (waiting.length > 0) {
      const i = waiting.findIndex((t) => (t.after ?? []).every((a) => done.has(a)));
      if (i < 0) {
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      const [task] = waiting.splice(i, 1);
      await task!.run(on);
      done.add(task!.name);
      wake();
    }
  };
  await Promise.all([worker(client), worker(second)]);
}
const one = async <T>(text: string, values: unknown[] = []) =>
  (await client.query(text, values)).rows[0] as T;
/** Takes `n` ids from a sequence and returns the first. */
const block = async (sequence: string, n: number) =>
  Number(
    (
      await one<{ first: string }>(
        `select (nextval($1) + 0)::text as first, setval($1, currval($1) + $2)`,
        [sequence, n],
      )
    ).first,
  );

let status: number;
try {
  say(
    `big merchant: ${PLAYERS + 10_000} members, ${BETS} bets (scale ${SCALE}) on ${cluster ? `PostgreSQL ${cluster.version}` : 'BIG_DATABASE_URL'}`,
  );
  const database = await openDatabase({ url });
  await migrateDatabase(database);
  await seedDatabase(database.db, { demoTeam: false });
  await database.close();
  await client.connect();
  // A bulk load: more working memory and, on the throw-away cluster, fewer checkpoints and
  // buffers that hold the indexes being built (their inserts land in random order: with the
  // default 128 MB, pages are evicted and read back many times).
  if (cluster) {
    await client.query(`alter system set max_wal_size = '16GB'`);
    await client.query(`alter system set checkpoint_timeout = '1h'`);
    await client.query(
      `alter system set shared_buffers = '${process.env.BIG_SHARED_BUFFERS ?? '8GB'}'`,
    );
    await client.end();
    await cluster.restart();
    client = new pg.Client({ connectionString: url });
    await client.connect();
  }
  await second.connect();
  for (const on of [client, second]) {
    await on.query(`set maintenance_work_mem = '512MB'`);
    await on.query(`set work_mem = '1GB'`);
  }
  const merchant = await one<{ id: number; currency: string }>(
    `select id, currency from merchants where code = 'demo'`,
  );
  const M = merchant.id;
  const system = async (kind: string) =>
    (
      await one<{ id: number }>(
        `insert into ledger_accounts (merchant_id, kind, currency) values ($1, $2, $3)
         on conflict do nothing returning id`,
        [M, kind, merchant.currency],
      )
    )?.id ??
    (
      await one<{ id: number }>(
        `select id from ledger_accounts where merchant_id = $1 and kind = $2`,
        [M, kind],
      )
    ).id;
  const house = await system('house');
  const clearing = await system('deposit_clearing');
  const pending = await system('pending_withdrawals');
  const payoutClearing = await system('payout_clearing');
  // The monthly partitions of the ledger and the bets for the year of history written below
  // (the migration made this month's and the next three), before any row of those months is
  // written.
  await step(
    'monthly partitions',
    `select create_month_partition(t, m::date)
       from unnest(array['ledger_entries', 'member_ledger_lines', 'bet_records']) t,
            generate_series(date_trunc('month', now() - interval '13 months'),
                            date_trunc('month', now()), interval '1 month') m`,
  );
  for (const on of [client, second]) await on.query('set session_replication_role = replica');

  say('members' + elapsed());
  // Level by level: level 1 under no one, each next level's n-th member under the previous
  // level's (n mod size)-th.
  let parents: string | null = null;
  for (const [level, size] of LEVELS.entries()) {
    const prefix = `big${level + 1}_`;
    await step(
      `agents of level ${level + 1}`,
      parents
        ? `with p as (select id, row_number() over (order by id) - 1 as n from members
                       where merchant_id = $1 and username like $3::text)
           insert into members (merchant_id, username, password_hash, type, parent_id, created_at, status)
           select $1, $2::text || g, 'x', 1, p.id, now() - interval '400 days', 'active'
             from generate_series(0, $4::int - 1) g join p on p.n = g % (select count(*) from p)`
        : `insert into members (merchant_id, username, password_hash, type, created_at, status)
           select $1, $2::text || g, 'x', 1, now() - interval '400 days', 'active' from generate_series(0, $3::int - 1) g`,
      parents ? [M, prefix, `${parents}%`, size] : [M, prefix, size],
    );
    parents = prefix;
  }
  await step(
    'players',
    `with p as (select id, row_number() over (order by id) - 1 as n from members
                 where merchant_id = $1 and username like 'big4\\_%')
     insert into members (merchant_id, username, password_hash, type, parent_id, created_at, last_login_at, status, language)
     select $1, 'bigp' || g, 'x', 0, p.id,
            now() - interval '366 days' + (g % 360) * interval '1 day',
            now() - (g % 40) * interval '1 day', 'active', 'EN'
       from generate_series(0, $2 - 1) g join p on p.n = g % ${LEVELS[3]}`,
    [M, PLAYERS],
  );
  const players = await one<{ first: number; last: number; n: number }>(
    `select min(id) as first, max(id) as last, count(*)::int as n from members
      where merchant_id = $1 and username like 'bigp%'`,
    [M],
  );
  if (players.last - players.first + 1 !== players.n) throw new Error('player ids not contiguous');
  // The closure rows (`member_tree`), half of the members on each connection.
  await onBoth(
    [0, 1].map((half) => ({
      name: `closure ${half}`,
      run: (on: pg.Client) =>
        stepOn(
          on,
          `member_tree (closure), half ${half + 1}`,
          `insert into member_tree (ancestor_id, descendant_id, depth, registered_at)
           with recursive up(descendant_id, ancestor_id, depth) as (
             select id, id, 0 from members
              where merchant_id = $1 and username like 'big%' and id % 2 = $2
             union all
             select up.descendant_id, m.parent_id, up.depth + 1
               from up join members m on m.id = up.ancestor_id where m.parent_id is not null
           ) select up.ancestor_id, up.descendant_id, up.depth, m.created_at
               from up join members m on m.id = up.descendant_id`,
          [M, half],
        ),
    })),
  );
  await step(
    'team sizes',
    `update members m set team_size = t.n
       from (select ancestor_id, count(*) - 1 as n from member_tree group by ancestor_id) t
      where t.ancestor_id = m.id and t.n > 0 and m.username like 'big%'`,
  );
  await step(
    'ledger accounts',
    `insert into ledger_accounts (merchant_id, kind, member_id, currency)
     select $1, 'member', id, $2 from members where merchant_id = $1 and username like 'big%' order by id`,
    [M, merchant.currency],
  );
  const accounts = await one<{ first: number; last: number }>(
    `select min(a.id) as first, max(a.id) as last from ledger_accounts a
       join members m on m.id = a.member_id where m.username like 'bigp%'`,
  );
  if (accounts.last - accounts.first + 1 !== players.n)
    throw new Error('player account ids not contiguous');
  // A player's account id, from their member id.
  const account = (member: string) => `(${accounts.first} + ${member} - ${players.first})`;

  say('bets and their ledger' + elapsed());
  const games = await one<{ n: number }>(
    `select count(*)::int as n from (select 1 from games where merchant_id = $1 limit 30) g`,
    [M],
  );
  const firstBet = await block('bet_records_id_seq', BETS);
  const firstBetTx = await block('ledger_transactions_id_seq', 2 * BETS);
  // Chunk by chunk, on both connections: a chunk's bets, then their keys and ledger.
  const chunks = Array.from({ length: Math.ceil(BETS / CHUNK) }, (_, k) => k * CHUNK);
  const writeChunk = async (on: pg.Client, lo: number) => {
    const hi = Math.min(BETS, lo + CHUNK) - 1;
    await stepOn(
      on,
      `bets ${lo}..${hi}`,
      `with g as (select id, category, vendor_code, game_code, row_number() over (order by id) - 1 as n
                    from (select * from games where merchant_id = $1 order by id limit 30) x)
       insert into bet_records (id, merchant_id, member_id, round_id, category, vendor_code, game_id,
                                game_code, stake, payout, status, bet, outcome, created_at, settled_at)
       select $2 + i, $1, $3 + (i * 7919) % $4, 'big-' || i, g.category, g.vendor_code, g.id, g.game_code,
              (100 + (i * 31) % 5000)::bigint,
              case when i % 100 < 47 then (100 + (i * 31) % 5000)::bigint * 2 else 0 end,
              'SETTLED', '{}'::jsonb, '{}'::jsonb,
              now() - (1 + (i * 6007) % (365 * 86400)) * interval '1 second',
              now() - (1 + (i * 6007) % (365 * 86400)) * interval '1 second'
         from generate_series($5::bigint, $6::bigint) i join g on g.n = i % ${games.n}`,
      [M, firstBet, players.first, players.n, lo, hi],
    );
    const range = [firstBet + lo, firstBet + hi];
    // With triggers off, the key rows the bets' trigger would have written.
    await stepOn(
      on,
      `  keys of bets ${lo}..${hi}`,
      `insert into bet_keys (member_id, round_id, bet_id, created_at, adapter, debit_tx_id, credit_tx_id)
       select b.member_id, b.round_id, b.id, b.created_at, b.adapter, b.debit_tx_id, b.credit_tx_id
         from bet_records b where b.id between $1::bigint and $2::bigint`,
      range,
    );
    // Stake transaction of bet b: firstBetTx + 2 (b - firstBet); its payout's: the next id.
    const tx = `(${firstBetTx} + 2 * (b.id - ${firstBet}))`;
    await stepOn(
      on,
      `  ledger transactions of bets ${lo}..${hi}`,
      `insert into ledger_transactions (id, merchant_id, kind, idempotency_key, reference, created_at)
       select ${tx}, $1::int, 'stake', 'bet:' || b.id || ':stake', 'bet:' || b.id, b.created_at
         from bet_records b where b.id between $2::bigint and $3::bigint
       union all
       select ${tx} + 1, $1::int, 'payout', 'bet:' || b.id || ':payout', 'bet:' || b.id, b.created_at
         from bet_records b where b.id between $2::bigint and $3::bigint and b.payout > 0`,
      [M, ...range],
    );
    await stepOn(
      on,
      `  ledger entries of bets ${lo}..${hi}`,
      `insert into ledger_entries (transaction_id, account_id, amount, created_at)
       select ${tx}, ${account('b.member_id')}, -b.stake, b.created_at from bet_records b where b.id between $1::bigint and $2::bigint
       union all
       select ${tx}, ${house}, b.stake, b.created_at from bet_records b where b.id between $1::bigint and $2::bigint
       union all
       select ${tx} + 1, ${house}, -b.payout, b.created_at from bet_records b where b.id between $1::bigint and $2::bigint and b.payout > 0
       union all
       select ${tx} + 1, ${account('b.member_id')}, b.payout, b.created_at from bet_records b where b.id between $1::bigint and $2::bigint and b.payout > 0`,
      range,
    );
  };
  await onBoth(chunks.map((lo) => ({ name: `bets ${lo}`, run: (on) => writeChunk(on, lo) })));

  say('deposits, withdrawals and messages' + elapsed());
  // Each player's net loss, and the two deposits that cover it plus 100.00 to 599.99 more (a
  // table both connections read).
  await step(
    'net results',
    `create unlogged table big_net as
     select p.id as member_id, p.id - $1 as n, t.total / 2 as d0, t.total - t.total / 2 as d1
       from members p
       left join lateral (select coalesce(sum(b.stake - b.payout), 0)::bigint as lost
                            from bet_records b where b.member_id = p.id and b.id >= $2) l on true,
       lateral (select greatest(l.lost, 0) + 10000 + ((p.id - $1) * 7) % 50000 as total) t
      where p.id between $1 and $3`,
    [players.first, firstBet, players.last],
  );
  // One moment the deposits and withdrawals are dated from, the same in every statement.
  const at = new Date().toISOString();
  // Ids in blocks, taken before the two connections run side by side.
  const firstMessage = await block('inbox_messages_id_seq', 2 * players.n);
  const firstDepositTx = await block('ledger_transactions_id_seq', 2 * players.n);
  const firstWithdrawalTx = await block('ledger_transactions_id_seq', 2 * players.n);
  // The moment player n registered (as the players were written above), and a few hours on.
  const registered = `($1::timestamptz - interval '366 days' + (x.n % 360) * interval '1 day'
    + (3600 + (x.n::bigint * 7919) % 7200) * interval '1 second')`;
  // Deposit k of player n: its id, amount, time and ledger transaction.
  const deposit = {
    rows: `from big_net x, generate_series(0, 1) k`,
    id: `'bigd-' || x.n || '-' || k`,
    amount: `case when k = 0 then x.d0 else x.d1 end`,
    // The first a few hours after the player registered, the second at some moment between
    // then and now: deposits spread over the year and the day, as a merchant's come in.
    at: `(${registered} + (case when k = 0 then 0 else ((x.n::bigint * 6007) % 997) / 997.0 end)
          * ($1::timestamptz - ${registered}))`,
    tx: `(${firstDepositTx} + 2 * x.n + k)`,
  };
  const deposits = async (on: pg.Client) => {
    await stepOn(
      on,
      'deposits',
      `insert into deposits (id, merchant_id, member_id, channel, channel_type, amount, currency, status,
                             provider, created_at, updated_at)
       select ${deposit.id}, $2, x.member_id, 'bank', 'bank', ${deposit.amount}, $3, 'credited',
              'bank', ${deposit.at}, ${deposit.at} ${deposit.rows}`,
      [at, M, merchant.currency],
    );
    await stepOn(
      on,
      '  their ledger transactions',
      `insert into ledger_transactions (id, merchant_id, kind, idempotency_key, reference, created_at)
       select ${deposit.tx}, $2::int, 'deposit', 'deposit:' || ${deposit.id}, ${deposit.id}, ${deposit.at}
         ${deposit.rows}`,
      [at, M],
    );
    await stepOn(
      on,
      '  their ledger entries',
      `insert into ledger_entries (transaction_id, account_id, amount, created_at)
       select ${deposit.tx}, ${clearing}, -${deposit.amount}, ${deposit.at} ${deposit.rows}
       union all
       select ${deposit.tx}, ${account('x.member_id')}, ${deposit.amount}, ${deposit.at} ${deposit.rows}`,
      [at],
    );
  };
  const withdrawalsAndMessages = async (on: pg.Client) => {
    // Two messages per player, half a year apart, each with its key (the one-message-per-event
    // table): the ids are taken in a block, so a player's messages and keys are computed.
    await stepOn(
      on,
      'monthly partitions of the messages',
      `select create_month_partition('inbox_messages', m::date)
         from generate_series(date_trunc('month', now() - interval '13 months'),
                              date_trunc('month', now()), interval '1 month') m`,
    );
    await stepOn(
      on,
      'inbox messages',
      `insert into inbox_messages (id, merchant_id, member_id, type, title, content, event_key, created_at, read_at)
       select $2::int + 2 * x.n + k, $1, x.member_id, 'notice', 'Welcome ' || k, 'A message of the big merchant.',
              'big:' || k, now() - ((x.n + k * 180) % 365) * interval '1 day',
              case when (x.n + k) % 3 = 0 then null else now() end
         from big_net x, generate_series(0, 1) k`,
      [M, firstMessage],
    );
    await stepOn(
      on,
      '  their keys',
      `insert into inbox_message_keys (member_id, event_key, message_id, created_at)
       select member_id, event_key, id, created_at from inbox_messages
        where id between $1::int and $2::int`,
      [firstMessage, firstMessage + 2 * players.n - 1],
    );
    // When player n's withdrawal was asked for: over the 60 days before the last two.
    const withdrawn = `($1::timestamptz - interval '2 days' - ((x.n::bigint * 7919) % (58 * 86400)) * interval '1 second')`;
    // Every tenth player withdraws half of what is left (at least 50.00 is left: 100.00 more
    // than the loss was deposited).
    await stepOn(
      on,
      'bank cards',
      `insert into bank_cards (merchant_id, member_id, bank_code, account_name, account_number, created_at)
       select $1, x.member_id, 'BBL', 'Player ' || x.n, lpad((1000000000 + x.n)::text, 12, '0'), now() - interval '300 days'
         from big_net x where x.n % 10 = 0 order by x.member_id`,
      [M],
    );
    await stepOn(
      on,
      'withdrawals',
      `insert into withdrawals (id, merchant_id, member_id, amount, currency, status, channel, bank_card_id,
                                created_at, updated_at, disbursed_at, receipt_answer, receipt_at)
       select 'bigw-' || x.n, $2, x.member_id, (10000 + (x.n * 7) % 50000) / 2, $3, 'received', 'bank', c.id,
              ${withdrawn}, ${withdrawn} + interval '1 hour', ${withdrawn} + interval '1 hour',
              'received', ${withdrawn} + interval '2 hours'
         from big_net x join bank_cards c on c.member_id = x.member_id where x.n % 10 = 0`,
      [at, M, merchant.currency],
    );
    const withdrawalTx = `(${firstWithdrawalTx} + 2 * x.n)`;
    const withdrawalRows = `from big_net x join withdrawals w on w.id = 'bigw-' || x.n where x.n % 10 = 0`;
    await stepOn(
      on,
      '  their ledger transactions',
      `insert into ledger_transactions (id, merchant_id, kind, idempotency_key, reference, created_at)
       select ${withdrawalTx}, $1::int, 'withdrawal', 'withdrawal:' || w.id, w.id, w.created_at ${withdrawalRows}
       union all
       select ${withdrawalTx} + 1, $1::int, 'withdrawal_payout', 'withdrawal:' || w.id || ':payout', w.id, w.updated_at ${withdrawalRows}`,
      [M],
    );
    await stepOn(
      on,
      '  their ledger entries',
      `insert into ledger_entries (transaction_id, account_id, amount, created_at)
       select ${withdrawalTx}, ${account('x.member_id')}, -w.amount, w.created_at ${withdrawalRows}
       union all select ${withdrawalTx}, ${pending}, w.amount, w.created_at ${withdrawalRows}
       union all select ${withdrawalTx} + 1, ${pending}, -w.amount, w.updated_at ${withdrawalRows}
       union all select ${withdrawalTx} + 1, ${payoutClearing}, w.amount, w.updated_at ${withdrawalRows}`,
    );
  };
  await onBoth([
    { name: 'deposits', run: deposits },
    { name: 'withdrawals and messages', run: withdrawalsAndMessages },
  ]);
  await client.query('drop table big_net');
  say('balances, figures and statistics' + elapsed());
  // The derived figures as the product rebuilds them (daily_stats_rebuild_from_sources() and
  // member_records_rebuild_from_sources() run these parts in this order), each part once what
  // it reads is built, on both connections; still as a bulk import (every row they write is
  // derived from rows just written, so their foreign keys are not checked row by row). The
  // members' cached balances beside them.
  const part = (name: string, after: string[] = []) => ({
    name,
    after,
    run: async (on: pg.Client) => {
      const t0 = Date.now();
      await on.query(`select ${name}()`);
      say(`  ${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    },
  });
  await onBoth([
    {
      name: 'member balances',
      run: (on: pg.Client) =>
        stepOn(
          on,
          'member balances',
          `update ledger_accounts a set balance = s.total
             from (select account_id, sum(amount) as total from ledger_entries
                    where account_id between $1 and $2 group by account_id) s
            where s.account_id = a.id`,
          [accounts.first, accounts.last],
        ),
    },
    part('figures_rebuild_member_daily'),
    part('figures_rebuild_team_categories'),
    part('records_rebuild_lines'),
    part('figures_rebuild_first_deposits'),
    part('records_rebuild_bet_daily'),
    part('figures_rebuild_team_daily', ['figures_rebuild_member_daily']),
    part('figures_rebuild_active_periods', ['figures_rebuild_member_daily']),
    part('records_rebuild_ledger_daily', ['records_rebuild_lines']),
    part('figures_rebuild_registrations', [
      'figures_rebuild_team_daily',
      'figures_rebuild_first_deposits',
    ]),
  ]);
  for (const on of [client, second]) await on.query('set session_replication_role = origin');
  // Statistics for the planner, the biggest tables first, on both connections (a partitioned
  // table's ANALYZE covers its partitions).
  const tables = (
    await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by coalesce((select sum(pg_total_relation_size(relid)) from pg_partition_tree(c.oid)), 0) desc`,
    )
  ).rows;
  const t0 = Date.now();
  await onBoth(
    tables.map(({ name }) => ({ name, run: (on: pg.Client) => on.query(`analyze "${name}"`) })),
  );
  say(`  analyze: ${tables.length} tables, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const sizes = await one<Record<string, string>>(
    `select pg_size_pretty(pg_database_size(current_database())) as database,
            pg_size_pretty((select sum(pg_total_relation_size(relid))
                              from pg_partition_tree('bet_records'))::bigint) as bets,
            pg_size_pretty(pg_total_relation_size('bet_keys')) as bet_keys,
            (select count(*) from pg_partition_tree('bet_records') where isleaf)::text as bet_months,
            (select count(*) from bet_records_default)::text as stray_bets,
            pg_size_pretty((select sum(pg_total_relation_size(relid))
                              from pg_partition_tree('ledger_entries'))::bigint) as entries,
            (select count(*) from ledger_entries)::text as entry_count,
            (select count(*) from pg_partition_tree('ledger_entries') where isleaf)::text as months,
            (select count(*) from ledger_entries_default)::text as stray,
            pg_size_pretty((select sum(pg_total_relation_size(relid))
                              from pg_partition_tree('inbox_messages'))::bigint) as messages,
            (select count(*) from inbox_messages)::text as message_count,
            (select count(*) from inbox_message_keys)::text as key_count,
            (select count(*) from inbox_messages_default)::text as stray_messages,
            (select count(*) from member_ledger_lines)::text as line_count,
            ((select count(*) from ledger_entries where account_id between $1 and $2)
             + (select count(*) from ledger_entries where account_id in
                 (select id from ledger_accounts where member_id is not null
                     and id not between $1 and $2)))::text as member_legs`,
    [accounts.first, accounts.last],
  );
  say(
    `built in ${((Date.now() - started) / 1000).toFixed(0)} s: database ${sizes.database}, bet_records ${sizes.bets} (${sizes.bet_months} partitions, ${sizes.stray_bets} in the DEFAULT one), bet_keys ${sizes.bet_keys}, ledger_entries ${sizes.entries} (${sizes.entry_count} entries in ${sizes.months} partitions, ${sizes.stray} in the DEFAULT one), inbox_messages ${sizes.messages} (${sizes.message_count} messages, ${sizes.key_count} keys, ${sizes.stray_messages} in the DEFAULT one), member_ledger_lines ${sizes.line_count}`,
  );
  const checked = Date.now();
  const invariants = await readInvariants(url);
  say(`the invariants, checked in ${((Date.now() - checked) / 1000).toFixed(0)} s:`);
  for (const [name, value] of Object.entries(invariants)) say(`  ${name.padEnd(36)} ${value}`);
  const bad = broken(invariants);
  // One key per message, and no message outside its month.
  if (sizes.message_count !== sizes.key_count) bad.push('inbox message keys');
  if (sizes.stray_messages !== '0') bad.push('inbox messages in the DEFAULT partition');
  // A ledger line for every leg on a member's account.
  if (sizes.line_count !== sizes.member_legs)
    bad.push(`member ledger lines (${sizes.line_count} for ${sizes.member_legs} legs)`);
  say(bad.length ? `BROKEN: ${bad.join(', ')}` : 'every invariant is 0');
  status = bad.length ? 1 : 0;
  if (external) say(`the big merchant is in ${external}`);
} finally {
  await client.end().catch(() => undefined);
  await second.end().catch(() => undefined);
  if (process.env.BIG_KEEP === '1' && cluster) {
    say(`kept cluster at ${cluster.url} (stop it yourself)`);
  } else cluster?.stop();
}
process.exit(status);
