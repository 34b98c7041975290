// The transfer-wallet invariant. Members of a transfer-wallet merchant (the demo merchant
// switched to transfer mode, so no second catalogue is seeded) run, all at once:
// transfers main -> vendor, vendor -> main and vendor -> vendor, "recall all", demo rounds on
// three vendor wallets and withdrawals from the main wallet; a share of the money calls is
// sent twice at the same moment with the same Idempotency-Key (a client retry racing the
// original). Afterwards, for every member, main + vendor wallets = deposits - withdrawals +
// net game results; every transaction sums to zero; no balance is negative or drifts from its
// entries. Runs on PGlite and, in the second pass, on PostgreSQL, where the races are real
// (WALLET_TEST_OPS: operations on PostgreSQL, default 800; a fifth of it on PGlite).
import { encryptPayload } from '@platform/api-client/crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { configCache } from '../src/db/config-cache';
import { games } from '../src/db/schema/games';
import { members } from '../src/db/schema/members';
import { merchants } from '../src/db/schema/merchants';
import { bindBankCard, setPaymentPassword } from '../src/domain/cashier';
import { memberAccount, post, systemAccount, toMinor } from '../src/domain/kernel';
import { openSession } from '../src/domain/sessions';
import { auditLedger } from './helpers/ledger-audit';
import { createTestApp, json, type TestApp } from './helpers/test-app';

const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
const OPS = Math.round(Number(process.env.WALLET_TEST_OPS ?? 800) / (ON_POSTGRES ? 1 : 5));
const MEMBERS = 12;
const CONCURRENCY = 20;
const VENDORS = ['PG', 'JL', 'CQ9'] as const;
const PASSWORD = '246810';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(
    sql`update merchants set settings = jsonb_set(settings, '{wallet}', '{"mode": "transfer"}') where code = 'demo'`,
  );
  configCache(t.database.db).invalidate();
});
afterAll(() => t.close());

interface Player {
  id: number;
  token: string;
  cardId: number;
  sessions: Record<string, string>;
}

const headers = (p: Player, key?: string, extra: Record<string, string> = {}) => ({
  merchant: 'demo',
  authorization: p.token,
  ...(key ? { 'idempotency-key': key } : {}),
  ...extra,
});

it('keeps every member whole under concurrent transfers, recalls, rounds and withdrawals', async () => {
  const db = t.database.db;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  if (!merchant) throw new Error('no demo merchant');
  const modulus = (
    await t.request({ method: 'GET', url: '/wps/session/key/rsa', headers: { merchant: 'demo' } })
  ).body;
  const slots = new Map<string, string>();
  for (const vendor of VENDORS) {
    const [game] = await db
      .select({ code: games.gameCode })
      .from(games)
      .where(
        and(
          eq(games.merchantId, merchant.id),
          eq(games.vendorCode, vendor),
          eq(games.engine, 'slot'),
          eq(games.maintenance, false),
        ),
      )
      .limit(1);
    slots.set(vendor, game!.code);
  }

  // Members with a deposit each (opening money, as the cashier credits it), a bank card and a
  // payment password, and a game session at each vendor.
  const players: Player[] = [];
  const clearing = await systemAccount(db, merchant.id, 'deposit_clearing', merchant.currency);
  for (let i = 0; i < MEMBERS; i++) {
    const [row] = await db
      .insert(members)
      .values({
        merchantId: merchant.id,
        username: `inv_${i}`,
        passwordHash: 'x',
        type: 0,
        payeeName: `Invariant ${i}`,
      })
      .returning();
    if (!row) throw new Error('member not created');
    // Two members start short: their transfers and rounds must be refused, never overdraw.
    const opening = toMinor(i < 2 ? '15.00' : '800.00');
    await db.transaction(async (tx) => {
      const account = await memberAccount(tx, merchant.id, row.id, merchant.currency);
      await post(tx, {
        merchantId: merchant.id,
        kind: 'deposit',
        idempotencyKey: `inv-deposit:${i}`,
        legs: [
          { accountId: clearing, amount: -opening, kind: 'house' },
          { accountId: account.id, amount: opening, kind: 'member' },
        ],
        now: Date.now(),
      });
    });
    await setPaymentPassword(db, row.id, PASSWORD, PASSWORD, Date.now());
    const card = await bindBankCard(db, {
      merchantId: merchant.id,
      memberId: row.id,
      body: { bankCode: 'RDB', accountName: `Invariant ${i}`, accountNumber: `6222${1000 + i}00` },
      now: Date.now(),
    });
    const token = await openSession(db, row, 'password', Date.now());
    const player: Player = { id: row.id, token, cardId: card.id, sessions: {} };
    for (const vendor of VENDORS) {
      const res = await t.request({
        method: 'GET',
        url: `/wps/game/launchGame?gameCode=${slots.get(vendor)}&vassalage=${vendor}&launchMode=GLS`,
        headers: headers(player),
      });
      const url = (json(res).value as { content: { game_url: string } }).content.game_url;
      player.sessions[vendor] = new URL(url, 'http://x').searchParams.get('session') ?? '';
    }
    players.push(player);
  }

  // A deterministic mix of operations (no Math.random: a failure can be replayed).
  let seed = 20261124;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor(seed / 65536) % n;
  };
  const amounts = ['0.01', '1.00', '2.50', '7.77', '12.00', '40.00', '150.00'];
  type Op = () => Promise<{ kind: string; status: number; code: unknown }>;
  const ops: Op[] = [];
  let withdrawals = 0;
  for (let k = 0; k < OPS; k++) {
    const p = players[next(MEMBERS)]!;
    const vendor = VENDORS[next(VENDORS.length)]!;
    const other = VENDORS[next(VENDORS.length)]!;
    const amount = amounts[next(amounts.length)]!;
    const key = `inv-op-${String(k).padStart(5, '0')}`;
    const pick = next(100);
    let send: () => Promise<Awaited<ReturnType<TestApp['request']>>>;
    let kind: string;
    if (pick < 25) {
      kind = 'in';
      send = () =>
        t.request({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: headers(p, key),
          payload: { from: 'MAIN', to: vendor, amount },
        });
    } else if (pick < 40) {
      kind = 'out';
      send = () =>
        t.request({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: headers(p, key),
          payload: { from: vendor, to: 'MAIN', amount },
        });
    } else if (pick < 45) {
      kind = 'across';
      send = () =>
        t.request({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: headers(p, key),
          payload: { from: vendor, to: other === vendor ? 'MAIN' : other, amount },
        });
    } else if (pick < 50) {
      kind = 'recall';
      send = () =>
        t.request({
          method: 'POST',
          url: '/wps/relay/GCS_walletRecallAll',
          headers: headers(p, key),
        });
    } else if (pick < 52 && withdrawals < MEMBERS * 3) {
      withdrawals += 1;
      kind = 'withdraw';
      const enc = encryptPayload(
        { amount: '50.00', bankCardId: p.cardId, paymentPassword: PASSWORD },
        modulus,
      );
      send = () =>
        t.request({
          method: 'POST',
          url: '/wps/transaction/withdraw',
          headers: headers(p, key, { encryption: enc.encryption }),
          payload: enc.body as object,
        });
    } else {
      kind = 'round';
      const stake = ['1.00', '2.00', '3.50', '5.00'][next(4)]!;
      send = () =>
        t.request({
          method: 'POST',
          url: '/demo-games/api/round',
          payload: { session: p.sessions[vendor], roundId: key, stake, bet: {} },
        });
    }
    const once: Op = () =>
      send().then((res) => ({ kind, status: res.statusCode, code: json(res).errorCode }));
    ops.push(once);
    // One call in five is a retry racing its original (same key or round id).
    if (next(5) === 0) ops.push(once);
  }

  const results: Awaited<ReturnType<Op>>[] = [];
  let cursor = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (cursor < ops.length) {
        const op = ops[cursor++]!;
        results.push(await op());
      }
    }),
  );

  // Every answer is a success, a refusal the member can understand, or a replay in progress.
  const allowed = new Set([
    'account.balance.not.enough',
    'idempotency.in.progress',
    'withdraw.daily.count',
    // The member's VIP level allows fewer withdrawals a day than the cashier (Bronze: 3).
    'withdraw.vip.daily.count',
  ]);
  const refusals = new Map<string, number>();
  for (const r of results.filter((x) => x.status !== 200)) {
    const name = `${r.kind}:${String(r.code)}`;
    refusals.set(name, (refusals.get(name) ?? 0) + 1);
  }
  const unexpected = results.filter((r) => r.status !== 200 && !allowed.has(String(r.code)));
  expect(unexpected).toEqual([]);
  const done = (kind: string) => results.filter((r) => r.kind === kind && r.status === 200).length;
  for (const kind of ['in', 'out', 'recall', 'round']) expect(done(kind), kind).toBeGreaterThan(0);
  expect(results.filter((r) => r.code === 'account.balance.not.enough').length).toBeGreaterThan(0);

  // Per member: main + vendor wallets = deposits - withdrawals + net game results.
  const rows = await db.execute<{
    member_id: number;
    wallets: string;
    deposits: string;
    withdrawals: string;
    stakes: string;
    payouts: string;
    bet_net: string;
  }>(sql`
    select m.id as member_id,
      (select coalesce(sum(balance), 0) from ledger_accounts a where a.member_id = m.id)::text as wallets,
      (select coalesce(sum(e.amount), 0) from ledger_entries e
         join ledger_accounts a on a.id = e.account_id and a.member_id = m.id
         join ledger_transactions tx on tx.id = e.transaction_id and tx.kind = 'deposit')::text as deposits,
      (select coalesce(-sum(e.amount), 0) from ledger_entries e
         join ledger_accounts a on a.id = e.account_id and a.member_id = m.id
         join ledger_transactions tx on tx.id = e.transaction_id and tx.kind = 'withdrawal')::text as withdrawals,
      (select coalesce(-sum(e.amount), 0) from ledger_entries e
         join ledger_accounts a on a.id = e.account_id and a.member_id = m.id
         join ledger_transactions tx on tx.id = e.transaction_id and tx.kind = 'stake')::text as stakes,
      (select coalesce(sum(e.amount), 0) from ledger_entries e
         join ledger_accounts a on a.id = e.account_id and a.member_id = m.id
         join ledger_transactions tx on tx.id = e.transaction_id and tx.kind = 'payout')::text as payouts,
      (select coalesce(sum(b.payout - b.stake), 0) from bet_records b where b.member_id = m.id)::text as bet_net
    from members m where m.merchant_id = ${merchant.id} and m.username like 'inv\\_%'`);
  expect(rows.rows).toHaveLength(MEMBERS);
  for (const r of rows.rows) {
    const game = BigInt(r.payouts) - BigInt(r.stakes);
    // The ledger's game result is the bet records' result: no round paid or staked twice.
    expect(game, `member ${r.member_id} game`).toBe(BigInt(r.bet_net));
    expect(BigInt(r.wallets), `member ${r.member_id}`).toBe(
      BigInt(r.deposits) - BigInt(r.withdrawals) + game,
    );
  }
  // Nothing but these kinds touched the members' accounts (transfers move within a member).
  const kinds = await db.execute<{ kind: string; sum: string }>(sql`
    select tx.kind, sum(e.amount)::text as sum from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      join members m on m.id = a.member_id and m.username like 'inv\\_%'
      join ledger_transactions tx on tx.id = e.transaction_id
     group by tx.kind order by tx.kind`);
  const byKind = new Map(kinds.rows.map((k) => [k.kind, BigInt(k.sum)]));
  expect([...byKind.keys()].sort()).toEqual(
    ['deposit', 'payout', 'stake', 'wallet_transfer', 'withdrawal'].filter((k) => byKind.has(k)),
  );
  expect(byKind.get('wallet_transfer') ?? 0n).toBe(0n);
  // Every wallet transfer moves money between the accounts of one member only.
  const crossing = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select tx.id from ledger_transactions tx
        join ledger_entries e on e.transaction_id = tx.id
        join ledger_accounts a on a.id = e.account_id
       where tx.kind = 'wallet_transfer'
       group by tx.id having count(distinct a.member_id) <> 1 or bool_or(a.member_id is null)) t`);
  expect(crossing.rows[0]?.n).toBe(0);
  expect(await auditLedger(db)).toEqual({ total: 0n, unbalanced: 0, drifted: 0, negative: 0 });
  const vendorWallets = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ledger_accounts a join members m on m.id = a.member_id
     where m.username like 'inv\\_%' and a.vendor_code is not null`);
  process.stdout.write(
    `[wallet invariant] ${results.length} calls (${OPS} operations, ${results.length - OPS} retries) ` +
      `on ${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'}: in ${done('in')}, out ${done('out')}, ` +
      `across ${done('across')}, recall ${done('recall')}, rounds ${done('round')}, ` +
      `withdrawals ${done('withdraw')}, refused ${JSON.stringify(Object.fromEntries(refusals))}; ` +
      `${vendorWallets.rows[0]?.n} vendor wallets; invariants hold\n`,
  );
}, 240_000);
