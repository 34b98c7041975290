// Monthly partitions of the ledger and the bet records (migrations partition_by_month and
// bets_partitioned, domain/kernel/partitions.ts): legs land in their transaction's month, a
// bet in its round's; the partitions job makes the coming months ahead and never moves a row
// the DEFAULT partition holds; archived months stay readable in the member's records; the
// month queries (a member's statement, its sums, a transaction's legs, the balance check at
// commit, the agent's team transactions, the member's bet records) scan only that month's
// partitions, and a round found by its keys (a replay, a credit) reads one partition.
// Sign-ins and inbox messages (migration partition_sign_ins_messages) likewise: each in its
// month, one message per event whatever the month, the sign-in history of a period and a
// page of the inbox read only their months, and archived months stay readable.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { games } from '../src/db/schema/games';
import { bet, type GameSession, settle } from '../src/domain/games';
import {
  archivePartitions,
  type DbOrTx,
  ensureComingPartitions,
  ensureMonthPartitions,
  houseAccount,
  listPartitions,
  memberAccount,
  PARTITIONED_TABLES,
  partitionsJob,
  post,
  statementLines,
  statementSums,
} from '../src/domain/kernel';
import { INBOX_DAYS, inboxPage, writeMessage } from '../src/domain/messages';
import { openSession, signInCount, signInsOf } from '../src/domain/sessions';
import { memberLegs } from '../src/domain/kernel/ledger/statement';
import { findMerchantByCode } from '../src/domain/merchants';
import { betHistory } from '../src/domain/records';
import { backgroundJobs } from '../src/jobs';
import { migrationsFolder } from '../src/paths';
import { auditLedger, readLedgerInvariants } from './helpers/ledger-audit';
import { createMember, type TestMember } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-db';

let t: TestApp;
// 2031-06-15 12:00 in Shanghai (the demo merchant's zone): months no seed writes to.
let now = Date.UTC(2031, 5, 15, 4, 0, 0);
let player: TestMember;
let account: number;
let house: number;
/** Ledger transaction ids posted, by month (YYYY-MM). */
const posted = new Map<string, number>();
/** The member's game session (a real one, on the main wallet) for rounds played directly. */
let session: GameSession;
/** Bet record ids of the rounds played, by name. */
const rounds = new Map<string, number>();

const rows = async <R extends Record<string, unknown>>(query: SQL) =>
  (await t.database.db.execute<R>(query)).rows;

/** The partition (schema.name) holding a row of `table` that matches `where`. */
const partitionOf = async (table: string, where: SQL) =>
  (
    await rows<{ at: string }>(
      sql`select tableoid::regclass::text as at from ${sql.identifier(table)} where ${where}`,
    )
  ).map((r) => r.at);

async function pay(at: number, key: string, amount: bigint) {
  now = at;
  return t.database.db.transaction(async (tx) =>
    post(tx, {
      merchantId: player.member.merchantId,
      kind: 'bonus',
      idempotencyKey: key,
      legs: [
        { accountId: house, amount: -amount, kind: 'house' },
        { accountId: account, amount, kind: 'member' },
      ],
      now: at,
    }),
  );
}

/**
 * The partitions of the partitioned tables a statement's plan reads (names, sorted); with
 * `executed`, only those an EXPLAIN ANALYZE ran (partitions pruned at run time are left out).
 */
function scanned(plan: unknown, executed = false): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const n = node as Record<string, unknown>;
      const name = n['Relation Name'];
      if (
        typeof name === 'string' &&
        /_(\d{4}_\d{2}|default)$/.test(name) &&
        (!executed || Number(n['Actual Loops'] ?? 0) > 0)
      )
        found.add(name);
      Object.values(n).forEach(walk);
    }
  };
  walk(typeof plan === 'string' ? JSON.parse(plan) : plan);
  return [...found].sort();
}

async function explain(query: SQL): Promise<string[]> {
  const [row] = await rows<{ 'QUERY PLAN': unknown }>(sql`explain (format json) ${query}`);
  return scanned(row!['QUERY PLAN']);
}

/** The partitions a statement read when run (EXPLAIN ANALYZE; it runs). */
async function explainRun(query: SQL): Promise<string[]> {
  const [row] = await rows<{ 'QUERY PLAN': unknown }>(
    sql`explain (analyze, costs off, timing off, summary off, format json) ${query}`,
  );
  return scanned(row!['QUERY PLAN'], true);
}

/** The database, with each statement run through `execute` explained first (its partitions). */
function explainingToo(plans: string[][]): Db {
  const db = t.database.db;
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver) as unknown;
      return async (query: SQL) => {
        plans.push(await explain(query));
        return target.execute(query);
      };
    },
  });
}

/** A debit of the member's (an open round, settled later by a credit), played at `at`. */
const debit = (name: string) => ({
  adapter: 'partition-test',
  txId: `debit:${name}`,
  roundId: `round:${name}`,
  stake: 100n,
  bet: { name },
  open: { outcome: {} },
});

async function play(name: string, at: number) {
  now = at;
  const answer = await bet(t.database.db, session, debit(name), at);
  expect(answer.replayed).toBe(false);
  const [row] = await rows<{ id: string }>(
    sql`select bet_id::text as id from bet_keys
         where member_id = ${player.member.id} and round_id = ${`round:${name}`}`,
  );
  rounds.set(name, Number(row!.id));
}

/**
 * Runs `work` in a transaction and returns the partitions of bet_records it read: those whose
 * scan counts (the backend's statistics not yet reported, read before and after `work` in the
 * same transaction) went up.
 */
async function betPartitionsRead(work: (tx: Db) => Promise<unknown>): Promise<string[]> {
  return t.database.db.transaction(async (tx) => {
    const scans = async () =>
      new Map(
        (
          await tx.execute<{ name: string; n: string }>(sql`
            select relname as name, (coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::text as n
              from pg_stat_xact_user_tables where left(relname, 12) = 'bet_records_'`)
        ).rows.map((r) => [r.name, Number(r.n)]),
      );
    const before = await scans();
    await work(tx as unknown as Db);
    const after = await scans();
    return [...after]
      .filter(([name, n]) => n > (before.get(name) ?? 0))
      .map(([name]) => name)
      .sort();
  });
}

/** A handle whose statements are explained instead of run: the plans of a kernel read. */
function explaining(plans: string[][]): DbOrTx {
  return {
    execute: async (query: SQL) => {
      plans.push(await explain(query));
      return { rows: [] };
    },
  } as unknown as DbOrTx;
}

/** A handle that explains each statement, then runs it: the plans of a read of several steps. */
function explainingRun(plans: string[][]): DbOrTx {
  return {
    execute: async (query: SQL) => {
      plans.push(await explain(query));
      return t.database.db.execute(query);
    },
  } as unknown as DbOrTx;
}

const DAY = 86_400_000;
/** The member's sign-ins and messages written in beforeAll, by time. */
const SIGN_INS = [
  Date.UTC(2031, 0, 10),
  Date.UTC(2031, 2, 5),
  Date.UTC(2031, 3, 20),
  Date.UTC(2031, 5, 1),
  Date.UTC(2031, 5, 10),
];
const MESSAGES = [
  ['part:msg:jan', Date.UTC(2031, 0, 12)],
  ['part:msg:apr1', Date.UTC(2031, 3, 2)],
  ['part:msg:apr2', Date.UTC(2031, 3, 2, 1)],
  ['part:msg:jun1', Date.UTC(2031, 5, 2)],
  ['part:msg:jun2', Date.UTC(2031, 5, 5)],
  ['part:msg:jun3', Date.UTC(2031, 5, 9)],
] as const;

const message = (eventKey: string, at: number, id = eventKey) =>
  writeMessage(t.database.db, {
    merchantId: player.member.merchantId,
    memberId: player.member.id,
    type: 'deposit_credited',
    eventKey,
    values: { amount: '10.00', id },
    now: at,
  });

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  // June 2030 to June 2031 (the inbox's year): made before anything is written there (the
  // member's first session included).
  const made = await ensureMonthPartitions(t.database.db, '2030-06-01', '2031-06-01');
  expect(made.every((p) => p.outcome === 'created' || p.outcome === 'exists')).toBe(true);
  expect(made.filter((p) => p.table === 'bet_records')).toHaveLength(13);
  player = await createMember(t.database.db, 'partitioned', { now });
  const merchantId = player.member.merchantId;
  const [{ currency }] = (await rows<{ currency: string }>(
    sql`select currency from merchants where id = ${merchantId}`,
  )) as [{ currency: string }];
  account = (await memberAccount(t.database.db, merchantId, player.member.id, currency)).id;
  house = await houseAccount(t.database.db, merchantId, currency);
  for (const [month, day] of [
    ['2031-01', Date.UTC(2031, 0, 10)],
    ['2031-02', Date.UTC(2031, 1, 27)],
    ['2031-03', Date.UTC(2031, 2, 5)],
    ['2031-04', Date.UTC(2031, 3, 20)],
  ] as const) {
    for (let i = 0; i < 3; i++) {
      const r = await pay(day + i * 3_600_000, `part:${month}:${i}`, 1_000n + BigInt(i));
      posted.set(month, r.transactionId);
    }
  }
  for (const [n, at] of SIGN_INS.entries())
    await openSession(t.database.db, player.member, 'password', at, {
      ip: `198.51.100.${n + 1}`,
      userAgent: `agent ${n + 1}`,
    });
  for (const [key, at] of MESSAGES) await message(key, at);
  const [game] = await t.database.db
    .select()
    .from(games)
    .where(eq(games.merchantId, merchantId))
    .limit(1);
  const merchant = (await findMerchantByCode(t.database.db, 'demo'))!;
  session = {
    id: 0,
    mode: 'real',
    trialBalance: null,
    language: 'EN',
    backUrl: null,
    game: game!,
    member: { id: player.member.id, username: player.member.username },
    wallet: null,
    accountId: account,
    merchant: { id: merchantId, currency, currencySymbol: merchant.currencySymbol },
    expiresAt: Date.UTC(2040, 0, 1),
  };
  // Rounds: mid-February; 1 March 01:00 in Shanghai (still February in UTC: the February
  // partition); mid-March (settled later by a credit).
  await play('feb', Date.UTC(2031, 1, 10, 4));
  await play('mar-first', Date.UTC(2031, 1, 28, 17));
  await play('mar', Date.UTC(2031, 2, 12, 4));
  now = Date.UTC(2031, 5, 15, 4, 0, 0);
});
afterAll(() => t.close());

describe('monthly partitions', () => {
  it('keeps each leg and member line in its transaction’s month', async () => {
    const tx = posted.get('2031-03')!;
    expect(await partitionOf('ledger_entries', sql`transaction_id = ${tx}`)).toEqual([
      'ledger_entries_2031_03',
      'ledger_entries_2031_03',
    ]);
    expect(await partitionOf('member_ledger_lines', sql`transaction_id = ${tx}`)).toEqual([
      'member_ledger_lines_2031_03',
    ]);
  });

  it('keeps each bet in its round’s month, its keys in bet_keys', async () => {
    expect(await partitionOf('bet_records', sql`id = ${rounds.get('feb')!}`)).toEqual([
      'bet_records_2031_02',
    ]);
    // 1 March in Shanghai, 28 February in UTC: the partitions are UTC months.
    expect(await partitionOf('bet_records', sql`id = ${rounds.get('mar-first')!}`)).toEqual([
      'bet_records_2031_02',
    ]);
    expect(await partitionOf('bet_records', sql`id = ${rounds.get('mar')!}`)).toEqual([
      'bet_records_2031_03',
    ]);
    // The key row names the bet by id and time (the partition it reads).
    const [key] = await rows<{ same: boolean }>(sql`
      select k.created_at = b.created_at and k.debit_tx_id = b.debit_tx_id as same
        from bet_keys k join bet_records b on b.id = k.bet_id
       where k.member_id = ${player.member.id} and k.round_id = 'round:mar'`);
    expect(key).toEqual({ same: true });
  });

  it('reads one partition for a round found by its keys: a replay, a credit, a repeated credit', async () => {
    now = Date.UTC(2031, 5, 15, 4);
    // The same debit again, three months later: answered from its record, in March's partition.
    let replay: Awaited<ReturnType<typeof bet>> | undefined;
    expect(
      await betPartitionsRead(async (tx) => {
        replay = await bet(tx, session, debit('mar'), now);
      }),
    ).toEqual(['bet_records_2031_03']);
    expect(replay).toMatchObject({ replayed: true, status: 'OPEN', stake: 100n });
    // The same round under another debit id: refused, found by the round's key.
    await expect(
      betPartitionsRead((tx) => bet(tx, session, { ...debit('mar'), txId: 'debit:other' }, now)),
    ).rejects.toMatchObject({ errorCode: 'game.round.exists' });
    // The credit that settles it claims the record in its partition, and its repeat replays.
    const credit = {
      adapter: 'partition-test',
      txId: 'credit:mar',
      betTxId: 'debit:mar',
      payout: 250n,
    };
    let settled: Awaited<ReturnType<typeof settle>> | undefined;
    expect(
      await betPartitionsRead(async (tx) => {
        settled = await settle(tx, session, credit, now);
      }),
    ).toEqual(['bet_records_2031_03']);
    expect(settled).toMatchObject({ replayed: false, status: 'SETTLED', payout: 250n });
    expect(
      await betPartitionsRead(async (tx) => {
        settled = await settle(tx, session, credit, now);
      }),
    ).toEqual(['bet_records_2031_03']);
    expect(settled).toMatchObject({ replayed: true, status: 'SETTLED', payout: 250n });
    // Its key row took the credit id, which stays unique for the adapter whatever the month.
    const [key] = await rows<{ credit: string }>(sql`
      select credit_tx_id as credit from bet_keys
       where member_id = ${player.member.id} and round_id = 'round:mar'`);
    expect(key).toEqual({ credit: 'credit:mar' });
    await expect(
      settle(t.database.db, session, { ...credit, betTxId: 'debit:feb' }, now),
    ).rejects.toMatchObject({ errorCode: 'game.transaction.conflict' });
  });

  it('refuses, at commit, a leg dated otherwise than its transaction', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        const [created] = (
          await tx.execute<{ id: number }>(sql`
            insert into ledger_transactions (merchant_id, kind, idempotency_key, created_at)
            values (${player.member.merchantId}, 'adjustment', 'part:misdated', '2031-03-05T00:00:00Z')
            returning id`)
        ).rows;
        await tx.execute(sql`
          insert into ledger_entries (transaction_id, account_id, amount, created_at)
          values (${created!.id}, ${house}, -5, '2031-03-05T00:00:00Z'),
                 (${created!.id}, ${house}, 5, '2031-04-05T00:00:00Z')`);
      }),
    ).rejects.toThrow();
    expect(
      await rows(sql`select 1 from ledger_transactions where idempotency_key = 'part:misdated'`),
    ).toHaveLength(0);
  });

  it('makes this month and the next three ahead (the job), idempotently', async () => {
    now = Date.UTC(2031, 7, 3);
    expect(backgroundJobs().map((j) => j.name)).toContain('partitions');
    const warnings: unknown[] = [];
    const job = partitionsJob();
    const run = () =>
      job.run({
        db: t.database.db,
        database: t.database,
        now,
        clock: { now: () => now },
        log: { error: () => undefined, warn: (o: unknown) => warnings.push(o) },
        signal: new AbortController().signal,
      } as unknown as Parameters<typeof job.run>[0]);
    await run();
    const months = (await listPartitions(t.database.db))
      .filter((p) => p.table === 'ledger_entries')
      .map((p) => p.month);
    expect(months).toEqual(
      expect.arrayContaining(['2031-08-01', '2031-09-01', '2031-10-01', '2031-11-01']),
    );
    expect(months).not.toContain('2031-12-01');
    const again = await ensureComingPartitions(t.database.db, now);
    expect(again.map((p) => p.outcome)).toEqual(
      Array(PARTITIONED_TABLES.length * 4).fill('exists'),
    );
    expect(again.filter((p) => p.table === 'bet_records').map((p) => p.month)).toEqual([
      '2031-08-01',
      '2031-09-01',
      '2031-10-01',
      '2031-11-01',
    ]);
    expect(warnings).toEqual([]);
  });

  it('leaves rows of a month without partition in DEFAULT, and says so instead of moving them', async () => {
    const stray = await pay(Date.UTC(2032, 5, 2), 'part:stray', 700n);
    expect(
      await partitionOf('ledger_entries', sql`transaction_id = ${stray.transactionId}`),
    ).toEqual(['ledger_entries_default', 'ledger_entries_default']);
    const warnings: unknown[] = [];
    now = Date.UTC(2032, 4, 20);
    const job = partitionsJob();
    await job.run({
      db: t.database.db,
      database: t.database,
      now,
      clock: { now: () => now },
      log: { error: () => undefined, warn: (o: unknown) => warnings.push(o) },
      signal: new AbortController().signal,
    } as unknown as Parameters<typeof job.run>[0]);
    expect(warnings).toEqual([
      { table: 'ledger_entries', month: '2032-06-01', outcome: 'blocked' },
      { table: 'member_ledger_lines', month: '2032-06-01', outcome: 'blocked' },
    ]);
    // Nothing moved: the rows are where they were, still read through the table.
    expect(
      await partitionOf('ledger_entries', sql`transaction_id = ${stray.transactionId}`),
    ).toEqual(['ledger_entries_default', 'ledger_entries_default']);
    // The ledger's June 2032 was not made; the tables without stray rows got theirs.
    const june2032 = (await listPartitions(t.database.db)).filter((p) => p.month === '2032-06-01');
    expect(june2032.map((p) => p.table).sort()).toEqual([
      'bet_records',
      'inbox_messages',
      'sign_ins',
    ]);
  });

  it('scans only the month’s partitions for the month queries', async () => {
    // March 2031 in Shanghai: from 2031-02-28 16:00 to 2031-03-31 16:00 UTC.
    const start = Date.UTC(2031, 1, 28, 16);
    const end = Date.UTC(2031, 2, 31, 16);
    const plans: string[][] = [];
    const db = explaining(plans);
    await statementLines(db, player.member.id, {
      start,
      end,
      offset: 0,
      limit: 20,
      sort: 'createdAt',
      order: 'desc',
    });
    await statementSums(db, player.member.id, {
      head: { start, end: Date.UTC(2031, 2, 1, 16) },
      tail: { start: Date.UTC(2031, 2, 30, 16), end },
      days: { first: '2031-03-02', end: '2031-03-31' },
    });
    const tx = posted.get('2031-03')!;
    await memberLegs(db, player.member.id, tx);
    expect(plans).toHaveLength(3);
    expect(plans[0]).toEqual(['member_ledger_lines_2031_02', 'member_ledger_lines_2031_03']);
    expect(plans[1]).toEqual(['member_ledger_lines_2031_02', 'member_ledger_lines_2031_03']);
    // A transaction's legs: its time is read first, the lines of that month only (pruned at
    // run time: the plan lists each partition, execution keeps one).
    const [legs] = await rows<{ 'QUERY PLAN': unknown }>(sql`
      explain (analyze, costs off, timing off, summary off, format json)
      select l.entry_id from member_ledger_lines l
       where l.transaction_id = ${tx} and l.member_id = ${player.member.id}
         and l.created_at = (select t.created_at from ledger_transactions t where t.id = ${tx})`);
    expect(scanned(legs!['QUERY PLAN'], true)).toEqual(['member_ledger_lines_2031_03']);
    // The balance check at commit (ledger_transaction_balanced): one transaction at its time.
    const [{ at }] = (await rows<{ at: string }>(
      sql`select created_at::text as at from ledger_transactions where id = ${tx}`,
    )) as [{ at: string }];
    expect(
      await explain(sql`select coalesce(sum(amount), 0) from ledger_entries
                         where transaction_id = ${tx} and created_at = ${at}::timestamptz`),
    ).toEqual(['ledger_entries_2031_03']);
    // The ledger reads of a period: legs joined to their transactions of that month.
    expect(
      await explain(sql`select sum(e.amount) from ledger_transactions tx
                          join ledger_entries e on e.transaction_id = tx.id and e.created_at = tx.created_at
                         where tx.created_at >= ${new Date(start).toISOString()}::timestamptz
                           and tx.created_at < ${new Date(end).toISOString()}::timestamptz
                           and e.created_at >= ${new Date(start).toISOString()}::timestamptz
                           and e.created_at < ${new Date(end).toISOString()}::timestamptz`),
    ).toEqual(['ledger_entries_2031_02', 'ledger_entries_2031_03']);
  });

  it('scans only the month’s partitions for the member’s bet records', async () => {
    const merchant = (await findMerchantByCode(t.database.db, 'demo'))!;
    const caller = { memberId: player.member.id, merchant, language: 'EN' };
    const plans: string[][] = [];
    // March in Shanghai: from 2031-02-28 16:00 to 2031-03-31 16:00 UTC.
    const march = await betHistory(
      explainingToo(plans),
      caller,
      { period: 'custom', from: '2031-03-01', to: '2031-03-31', pageSize: 50 },
      now,
    );
    expect(march.list.map((b) => b.roundId).sort()).toEqual(['round:mar', 'round:mar-first']);
    const betPlans = plans.filter((p) => p.some((name) => name.startsWith('bet_records')));
    expect(betPlans.length).toBeGreaterThan(0);
    for (const plan of betPlans)
      expect(plan).toEqual(['bet_records_2031_02', 'bet_records_2031_03']);
    // Part of a day (today so far, at 09:00 in Shanghai): its rows, one partition.
    plans.length = 0;
    await betHistory(
      explainingToo(plans),
      caller,
      { period: 'custom', from: '2031-03-12', to: '2031-03-12' },
      Date.UTC(2031, 2, 12, 1),
    );
    const today = plans.filter((p) => p.some((name) => name.startsWith('bet_records')));
    expect(today.length).toBeGreaterThan(0);
    for (const plan of today) expect(plan).toEqual(['bet_records_2031_03']);
  });

  it('archives old months to the archive schema, still read by the member’s records', async () => {
    now = Date.UTC(2031, 5, 15, 4);
    const moved = await archivePartitions(t.database.db, 4, now);
    // June counts: March, April, May and June stay; January and February (and older) move.
    const names = moved.map((p) => `${p.schema}.${p.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'archive.ledger_entries_2031_01',
        'archive.ledger_entries_2031_02',
        'archive.member_ledger_lines_2031_01',
        'archive.member_ledger_lines_2031_02',
      ]),
    );
    expect(names.some((n) => /2031_0[3-9]/.test(n))).toBe(false);
    expect(
      await partitionOf('ledger_entries', sql`transaction_id = ${posted.get('2031-01')!}`),
    ).toEqual(['archive.ledger_entries_2031_01', 'archive.ledger_entries_2031_01']);
    // Archived months are not made again, and a second run moves nothing.
    expect(
      (await ensureMonthPartitions(t.database.db, '2031-01-01', '2031-01-01')).map(
        (p) => p.outcome,
      ),
    ).toEqual(Array(PARTITIONED_TABLES.length).fill('exists'));
    expect(await archivePartitions(t.database.db, 4, now)).toEqual([]);
    // The member's January statement is read from the archived partitions.
    const res = await t.request({
      method: 'GET',
      url: '/wps/report/transaction?period=custom&from=2031-01-01&to=2031-01-31&pageSize=50',
      headers: { ...DEMO, authorization: player.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = json(res).value as { list: { amount: string }[]; total: number };
    expect(page.total).toBe(3);
    expect(page.list.map((l) => l.amount).sort()).toEqual(['10.00', '10.01', '10.02']);
  });

  it('keeps archived months of bets in the member’s bet records', async () => {
    const partitions = await listPartitions(t.database.db);
    expect(
      partitions
        .filter((p) => p.table === 'bet_records' && p.schema === 'archive')
        .map((p) => p.name),
    ).toEqual(expect.arrayContaining(['bet_records_2031_01', 'bet_records_2031_02']));
    expect(await partitionOf('bet_records', sql`id = ${rounds.get('feb')!}`)).toEqual([
      'archive.bet_records_2031_02',
    ]);
    const records = async (from: string, to: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/wps/report/accountGameBetHistory?period=custom&from=${from}&to=${to}&pageSize=50`,
        headers: { ...DEMO, authorization: player.token },
      });
      expect(res.statusCode, res.body).toBe(200);
      const page = json(res).value as { list: { roundId: string }[]; total: number };
      return page.list.map((b) => b.roundId).sort();
    };
    expect(await records('2031-02-01', '2031-02-28')).toEqual(['round:feb']);
    // March's records read the archived February partition (its first hours) and March's.
    expect(await records('2031-03-01', '2031-03-31')).toEqual(['round:mar', 'round:mar-first']);
  });

  it('keeps the ledger invariants', async () => {
    expect(await auditLedger(t.database.db)).toEqual({
      total: 0n,
      unbalanced: 0,
      drifted: 0,
      negative: 0,
    });
    // Every bet has its key row and every key row its bet.
    expect(await readLedgerInvariants(t.database.db)).toMatchObject({
      bets_without_their_key: 0,
      keys_without_their_bet: 0,
    });
  });
});

describe('the migration that partitions the bets', () => {
  it('moves existing bets into their months with their keys, their triggers and their ids', async () => {
    const { database, dispose } = await createTestDatabase({ empty: true });
    const partial = mkdtempSync(path.join(os.tmpdir(), 'api-migrations-'));
    const db = database.db;
    const one = async <R extends Record<string, unknown>>(query: SQL) =>
      (await db.execute<R>(query)).rows[0]!;
    try {
      // The migrations before it, then bets of an older table: one two years old, one settled
      // last month, one open now.
      cpSync(migrationsFolder(), partial, { recursive: true });
      const journalFile = path.join(partial, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
        entries: { tag: string }[];
      };
      const at = journal.entries.findIndex((e) => e.tag.endsWith('_bets_partitioned'));
      expect(at).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, at);
      writeFileSync(journalFile, JSON.stringify(journal));
      await migrateDatabase(database, partial);
      await db.execute(sql`
        insert into merchants (code, name, currency, currency_symbol) values ('pm', 'PM', 'USD', '$')`);
      const { m, g, p } = await one<{ m: number; g: number; p: number }>(sql`
        with m as (select id from merchants where code = 'pm'),
             p as (insert into members (merchant_id, username, password_hash, type)
                   select id, 'partplayer', 'x', 0 from m returning id),
             g as (insert into games (merchant_id, vendor_code, category, classify, game_code, name_en, name_cn, engine)
                   select id, 'SEAMLESS', 'RNG', 'SLOT', 'part-slot', 'Part slot', 'Part slot', 'slot' from m returning id)
        select m.id as m, g.id as g, p.id as p from m, g, p`);
      await db.execute(sql`
        insert into bet_records (merchant_id, member_id, round_id, category, vendor_code, game_id, game_code,
                                 stake, payout, status, bet, outcome, created_at, settled_at,
                                 adapter, debit_tx_id, credit_tx_id)
        values (${m}, ${p}, 'old', 'RNG', 'SEAMLESS', ${g}, 'part-slot', 100, 0, 'SETTLED', '{}', '{}',
                now() - interval '2 years', now() - interval '2 years', null, null, null),
               (${m}, ${p}, 'settled', 'RNG', 'SEAMLESS', ${g}, 'part-slot', 200, 400, 'SETTLED', '{}', '{}',
                now() - interval '1 month', now() - interval '1 month', 'seamless', 'd2', 'c2'),
               (${m}, ${p}, 'open', 'RNG', 'SEAMLESS', ${g}, 'part-slot', 300, 0, 'OPEN', '{}', '{}',
                now(), null, 'seamless', 'd3', null)`);
      const before = await one<{ top: string; bets: string }>(sql`
        select (select max(id)::text from bet_records) as top,
               (select sum(bets)::text from member_bet_daily where member_id = ${p}) as bets`);
      expect(before.bets).toBe('3');

      await migrateDatabase(database);
      // Each bet in its month's partition (the migration made the two-year-old month too).
      const placed = await db.execute<{ round: string; ok: boolean }>(sql`
        select round_id as round,
               tableoid::regclass::text = 'bet_records_' || to_char(created_at at time zone 'UTC', 'YYYY_MM') as ok
          from bet_records order by id`);
      expect(placed.rows).toEqual([
        { round: 'old', ok: true },
        { round: 'settled', ok: true },
        { round: 'open', ok: true },
      ]);
      // Their keys, their queued jackpot stakes with their times, and figures not counted twice.
      const after = await one<Record<string, string>>(sql`
        select (select count(*)::text from bet_keys where member_id = ${p}) as keys,
               (select count(*)::text from jackpot_stakes where created_at is not null) as queued,
               (select sum(bets)::text from member_bet_daily where member_id = ${p}) as bets`);
      expect(after).toEqual({ keys: '3', queued: '3', bets: '3' });
      const invariants = await one<Record<string, number>>(sql`
        select (select count(*) from bet_records b where not exists (
                  select 1 from bet_keys k where k.bet_id = b.id and k.created_at = b.created_at
                     and k.member_id = b.member_id and k.round_id = b.round_id
                     and k.debit_tx_id is not distinct from b.debit_tx_id
                     and k.credit_tx_id is not distinct from b.credit_tx_id))::int as missing`);
      expect(invariants).toEqual({ missing: 0 });
      // The ids go on from the same sequence; the triggers run on the partitioned table: a new
      // bet gets its key row, its figures and its queued stake, a taken round or credit id is
      // refused, and a bet cannot move to another month.
      const fresh = await one<{ id: string }>(sql`
        insert into bet_records (merchant_id, member_id, round_id, category, vendor_code, game_id, game_code,
                                 stake, payout, status, bet, outcome, created_at, settled_at)
        values (${m}, ${p}, 'fresh', 'RNG', 'SEAMLESS', ${g}, 'part-slot', 50, 0, 'SETTLED', '{}', '{}', now(), now())
        returning id::text as id`);
      expect(BigInt(fresh.id)).toBeGreaterThan(BigInt(before.top));
      expect(
        await one<Record<string, string>>(sql`
          select (select count(*)::text from bet_keys where member_id = ${p}) as keys,
                 (select count(*)::text from jackpot_stakes) as queued,
                 (select sum(bets)::text from member_bet_daily where member_id = ${p}) as bets`),
      ).toEqual({ keys: '4', queued: '4', bets: '4' });
      const refused = async (query: SQL) => {
        const error = await db
          .transaction((tx) => tx.execute(query))
          .then(
            () => null,
            (e: unknown) => e as { code?: string; cause?: { code?: string } },
          );
        return error?.code ?? error?.cause?.code ?? null;
      };
      expect(
        await refused(sql`
          insert into bet_records (merchant_id, member_id, round_id, category, vendor_code, game_id, game_code,
                                   stake, payout, status, bet, outcome, created_at)
          values (${m}, ${p}, 'old', 'RNG', 'SEAMLESS', ${g}, 'part-slot', 50, 0, 'OPEN', '{}', '{}', now())`),
      ).toBe('23505');
      expect(
        await refused(
          sql`update bet_records set credit_tx_id = 'c2', status = 'SETTLED' where round_id = 'open'`,
        ),
      ).toBe('23505');
      expect(
        await refused(
          sql`update bet_records set created_at = created_at - interval '3 months' where round_id = 'open'`,
        ),
      ).not.toBeNull();
      // A credit id nobody holds is taken by the bet's key row.
      await db.execute(
        sql`update bet_records set credit_tx_id = 'c3', status = 'SETTLED' where round_id = 'open'`,
      );
      expect(
        await one(
          sql`select credit_tx_id from bet_keys where member_id = ${p} and round_id = 'open'`,
        ),
      ).toEqual({ credit_tx_id: 'c3' });
    } finally {
      rmSync(partial, { recursive: true, force: true });
      await dispose();
    }
  });
});

describe('sign-ins and inbox messages by month', () => {
  const june15 = Date.UTC(2031, 5, 15, 4);
  const signInPeriod = { from: Date.UTC(2031, 2, 1), to: Date.UTC(2031, 3, 1) };

  it('keeps each sign-in and message in its month, and one message per event whatever the month', async () => {
    const at = (ms: number) => sql`created_at = ${new Date(ms).toISOString()}::timestamptz`;
    expect(await partitionOf('sign_ins', at(SIGN_INS[1]!))).toEqual(['sign_ins_2031_03']);
    // Written with its session, in one statement: the same id.
    const [session] = await rows<{ same: boolean }>(sql`
      select s.id = i.session_id as same from sessions s
        join sign_ins i on i.session_id = s.id and i.created_at = s.created_at
       where s.member_id = ${player.member.id}
         and s.created_at = ${new Date(SIGN_INS[1]!).toISOString()}::timestamptz`);
    expect(session).toEqual({ same: true });
    expect(await partitionOf('inbox_messages', sql`event_key = 'part:msg:apr1'`)).toEqual([
      'inbox_messages_2031_04',
    ]);
    // The January event again in June: nothing new, neither message nor key.
    await message('part:msg:jan', Date.UTC(2031, 5, 3), 'again');
    const copies = await rows<{ at: string; content: string }>(sql`
      select tableoid::regclass::text as at, content from inbox_messages
       where member_id = ${player.member.id} and event_key = 'part:msg:jan'`);
    expect(copies).toHaveLength(1);
    // January, archived by now (the archive test above), still holds the key's one message.
    expect(copies[0]!.at).toBe('archive.inbox_messages_2031_01');
    expect(copies[0]!.content).not.toContain('again');
    const [keys] = await rows<{ n: number }>(sql`
      select count(*)::int as n from inbox_message_keys where member_id = ${player.member.id}`);
    expect(keys!.n).toBe(MESSAGES.length);
  });

  it('reads the sign-in history of a period and a page of the inbox from their months only', async () => {
    now = june15;
    const plans: string[][] = [];
    const db = explaining(plans);
    // The sign-ins of March: March's partition only.
    await signInsOf(db, player.member.id, signInPeriod, { offset: 0, limit: 20 });
    await signInCount(db, player.member.id, signInPeriod);
    // The member's history (the last 90 days, as /wps/member/loginHistory reads it).
    await signInsOf(
      db,
      player.member.id,
      { from: june15 - 90 * DAY, to: june15 + 3_600_000 },
      { offset: 0, limit: 20 },
    );
    expect(plans).toEqual([
      ['sign_ins_2031_03'],
      ['sign_ins_2031_03'],
      ['sign_ins_2031_03', 'sign_ins_2031_04', 'sign_ins_2031_05', 'sign_ins_2031_06'],
    ]);
    // A page of the inbox: its counts per month and its unread count read the inbox's year
    // (13 months, not the DEFAULT partition nor the months ahead); the page itself only the
    // months its rows are in: June (3 messages) for the first page of two, back to April for
    // the second, back to January for the third.
    const year = Array.from({ length: 13 }, (_, n) => {
      const d = new Date(Date.UTC(2030, 5 + n, 1));
      return `inbox_messages_${d.getUTCFullYear()}_${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    });
    const months = (from: number, to: number) =>
      [...Array(to - from + 1).keys()].map(
        (n) => `inbox_messages_2031_${String(from + n).padStart(2, '0')}`,
      );
    expect(INBOX_DAYS).toBe(365);
    const pages: string[][][] = [];
    for (const page of [1, 2, 3]) {
      const inboxPlans: string[][] = [];
      const read = await inboxPage(
        explainingRun(inboxPlans),
        player.member.id,
        { page, size: 2 },
        june15,
      );
      expect(read.content).toHaveLength(2);
      pages.push(inboxPlans);
    }
    expect(pages).toEqual([
      [year, months(6, 6), year],
      [year, months(4, 6), year],
      [year, months(1, 4), year],
    ]);
    // A message read by id: its time from the key table, then its month (pruned when run).
    const [msg] = await rows<{ id: number }>(
      sql`select id from inbox_messages where event_key = 'part:msg:apr2'`,
    );
    expect(
      await explainRun(sql`select id from inbox_messages
        where member_id = ${player.member.id} and id = ${msg!.id}
          and created_at = (select created_at from inbox_message_keys where message_id = ${msg!.id})`),
    ).toEqual(['inbox_messages_2031_04']);
  });

  it('reads archived months: the inbox, a message by id, and a month of sign-ins', async () => {
    now = june15;
    // The archive test above kept March to June: January's partitions are archived.
    expect(
      (await listPartitions(t.database.db))
        .filter((p) => p.month === '2031-01-01')
        .map((p) => `${p.schema}.${p.name}`)
        .sort(),
    ).toEqual(PARTITIONED_TABLES.map((table) => `archive.${table}_2031_01`).sort());
    const inbox = await t.request({
      method: 'GET',
      url: '/wps/relay/CSP_getInbox?page=1&size=10',
      headers: { ...DEMO, authorization: player.token },
    });
    expect(inbox.statusCode, inbox.body).toBe(200);
    const page = json(inbox).value as {
      content: { id: number; createdAt: number; read: boolean }[];
      totalElements: number;
      unreadCount: number;
    };
    expect(page.totalElements).toBe(MESSAGES.length);
    expect(page.unreadCount).toBe(MESSAGES.length);
    expect(page.content.map((m) => m.createdAt)).toEqual(
      MESSAGES.map(([, at]) => at).sort((a, b) => b - a),
    );
    const january = page.content.at(-1)!;
    expect(await partitionOf('inbox_messages', sql`id = ${january.id}`)).toEqual([
      'archive.inbox_messages_2031_01',
    ]);
    const opened = await t.request({
      method: 'GET',
      url: `/wps/message/inbox/${january.id}`,
      headers: { ...DEMO, authorization: player.token },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(json(opened).value).toMatchObject({ id: january.id, read: true });
    const unread = await t.request({
      method: 'GET',
      url: '/wps/relay/CSP_unreadCount',
      headers: { ...DEMO, authorization: player.token },
    });
    expect(json(unread).value).toBe(MESSAGES.length - 1);
    // January's sign-in, from the archived partition.
    const signIns = await signInsOf(
      t.database.db,
      player.member.id,
      { from: Date.UTC(2031, 0, 1), to: Date.UTC(2031, 1, 1) },
      { offset: 0, limit: 20 },
    );
    expect(signIns.map((s) => [s.ip, s.user_agent, s.created_at])).toEqual([
      ['198.51.100.1', 'agent 1', new Date(SIGN_INS[0]!).toISOString()],
    ]);
  });
});
