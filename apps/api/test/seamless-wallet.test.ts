// The seamless-wallet adapter (vendors/seamless): a vendor calls the platform's wallet with
// signed balance, debit, credit and rollback callbacks. Duplicated, late and out-of-order
// callbacks, a rollback of a debit never seen, bad signatures, overdrafts, one member's token
// against another member's money, trial sessions; then a concurrent run (on PostgreSQL in the
// second pass of scripts/test.mjs) with the ledger invariants checked.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../src/db/schema/games';
import { merchants } from '../src/db/schema/merchants';
import { memberBalance, toMinor } from '../src/domain/kernel';
import { createSeamlessVendor, createVendorRegistry, signCallback } from '../src/vendors';
import { demoVendor } from '../src/vendors/demo';
import { auditLedger } from './helpers/ledger-audit';
import { createMember, type TestMember } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

const SECRET = 'seamless-test-secret';
let t: TestApp;
let now = Date.UTC(2026, 10, 21, 12, 0, 0);
let gameId = 0;

beforeAll(async () => {
  t = await createTestApp({
    clock: () => now,
    vendors: createVendorRegistry([
      demoVendor,
      createSeamlessVendor({ secret: SECRET, launchBase: 'https://games.vendor.test/' }),
    ]),
  });
  // Test-only catalogue row: a game of the seamless vendor (no seed lists one).
  const { db } = t.database;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  const [game] = await db
    .insert(games)
    .values({
      merchantId: merchant!.id,
      vendorCode: 'SEAMLESS',
      category: 'RNG',
      classify: 'SLOT',
      gameCode: 'seamless-test-slot',
      nameEn: 'Seamless test slot (test only)',
      nameCn: 'Seamless test slot (test only)',
      supportPlay: 0,
      engine: 'seamless',
    })
    .returning({ id: games.id });
  gameId = game!.id;
});
afterAll(() => t.close());

type Op = 'balance' | 'debit' | 'credit' | 'rollback';
type Res = Awaited<ReturnType<TestApp['request']>>;
interface Answer {
  balance: string;
  currency: string;
  transactionId?: string;
  replayed?: boolean;
  status?: string;
  unknownDebit?: boolean;
}

function call(
  op: Op,
  body: Record<string, unknown>,
  sign: { secret?: string; timestamp?: number; tamper?: boolean; vendor?: string } = {},
): Promise<Res> {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor((sign.timestamp ?? now) / 1000));
  const signature = signCallback(sign.secret ?? SECRET, timestamp, raw);
  return t.request({
    method: 'POST',
    url: `/vendor-wallet/${sign.vendor ?? 'seamless'}/${op}`,
    headers: {
      'content-type': 'application/json',
      'x-signature': signature,
      'x-timestamp': timestamp,
    },
    payload: sign.tamper ? raw.replace(/"amount":"([0-9]+)/, '"amount":"9$1') : raw,
  });
}

async function ok(res: Res): Promise<Answer> {
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as Answer;
}

function refused(res: Res, status: number, code: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(json(res)).toMatchObject({ success: false, errorCode: code });
}

async function launch(m: TestMember | null): Promise<string> {
  const res = await t.request({
    method: 'GET',
    url: m
      ? `/wps/game/launchGame?nodeId=${gameId}&launchMode=GLS`
      : `/wps/relay/GCS_gameTrialLaunch?nodeId=${gameId}`,
    headers: { ...DEMO, ...(m ? { authorization: m.token } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL((json(res).value as { content: { game_url: string } }).content.game_url);
  expect(url.origin + url.pathname).toBe('https://games.vendor.test/play');
  return url.searchParams.get('token') ?? '';
}

const balanceOf = (m: TestMember) => memberBalance(t.database.db, m.member.id);

/** The ledger transactions (stake, payout, refund) that moved a member's money in rounds. */
async function roundMoves(m: TestMember): Promise<number> {
  const { rows } = await t.database.db.execute<{ n: number }>(sql`
    select count(*)::int as n from ledger_transactions tr
     where tr.kind in ('stake', 'payout', 'refund')
       and exists (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
                    where e.transaction_id = tr.id and a.member_id = ${m.member.id})`);
  return rows[0]?.n ?? 0;
}

const CLEAN = { total: 0n, unbalanced: 0, drifted: 0, negative: 0 };

describe('balance and debit', () => {
  it('answers the balance of the session and launches at the vendor', async () => {
    const m = await createMember(t.database.db, 'sw_balance', { fund: '80.00', now });
    const token = await launch(m);
    expect(await ok(await call('balance', { token }))).toEqual({
      balance: '80.00',
      currency: expect.any(String),
    });
  });

  it('applies a duplicated debit once and answers it the same', async () => {
    const m = await createMember(t.database.db, 'sw_dup', { fund: '100.00', now });
    const token = await launch(m);
    const debit = { token, transactionId: 'dup-d1', roundId: 'dup-r1', amount: '10.00' };
    const first = await ok(await call('debit', debit));
    const again = await ok(await call('debit', debit));
    expect(first).toMatchObject({ balance: '90.00', replayed: false, status: 'OPEN' });
    expect(again).toMatchObject({ balance: '90.00', replayed: true, status: 'OPEN' });
    expect(await balanceOf(m)).toBe(toMinor('90.00'));
    expect(await roundMoves(m)).toBe(1);

    const credit = {
      token,
      transactionId: 'dup-c1',
      debitTransactionId: 'dup-d1',
      amount: '25.00',
    };
    expect(await ok(await call('credit', credit))).toMatchObject({
      balance: '115.00',
      replayed: false,
    });
    expect(await ok(await call('credit', credit))).toMatchObject({
      balance: '115.00',
      replayed: true,
    });
    expect(await balanceOf(m)).toBe(toMinor('115.00'));
    expect(await roundMoves(m)).toBe(2);
  });

  it('refuses an overdraft and records nothing, so the same id can be retried', async () => {
    const m = await createMember(t.database.db, 'sw_poor', { fund: '5.00', now });
    const token = await launch(m);
    const debit = { token, transactionId: 'poor-d1', roundId: 'poor-r1', amount: '5.01' };
    refused(await call('debit', debit), 400, 'account.balance.not.enough');
    expect(await balanceOf(m)).toBe(toMinor('5.00'));
    expect(await roundMoves(m)).toBe(0);
    expect(await ok(await call('debit', { ...debit, amount: '5.00' }))).toMatchObject({
      balance: '0.00',
      replayed: false,
    });
  });

  it('refuses a second debit on a round, and a currency that is not the session one', async () => {
    const m = await createMember(t.database.db, 'sw_round', { fund: '20.00', now });
    const token = await launch(m);
    await ok(await call('debit', { token, transactionId: 'rd-1', roundId: 'rd', amount: '1.00' }));
    refused(
      await call('debit', { token, transactionId: 'rd-2', roundId: 'rd', amount: '1.00' }),
      409,
      'game.round.exists',
    );
    refused(
      await call('debit', {
        token,
        transactionId: 'rd-3',
        roundId: 'rd-3',
        amount: '1.00',
        currency: 'XXX',
      }),
      400,
      'request.param.err',
    );
    expect(await balanceOf(m)).toBe(toMinor('19.00'));
  });
});

describe('out of order and late callbacks', () => {
  it('refuses a credit before its debit (nothing recorded), then pays it once the debit came', async () => {
    const m = await createMember(t.database.db, 'sw_early', { fund: '50.00', now });
    const token = await launch(m);
    const credit = {
      token,
      transactionId: 'early-c',
      debitTransactionId: 'early-d',
      amount: '30.00',
    };
    refused(await call('credit', credit), 404, 'game.bet.unknown');
    expect(await balanceOf(m)).toBe(toMinor('50.00'));
    await ok(
      await call('debit', { token, transactionId: 'early-d', roundId: 'early', amount: '10.00' }),
    );
    expect(await ok(await call('credit', credit))).toMatchObject({ balance: '70.00' });
    expect(await roundMoves(m)).toBe(2);
  });

  it('records a rollback of an unknown debit and refuses that debit when it arrives', async () => {
    const m = await createMember(t.database.db, 'sw_ghost', { fund: '40.00', now });
    const token = await launch(m);
    const rollback = { token, transactionId: 'ghost-rb', debitTransactionId: 'ghost-d' };
    expect(await ok(await call('rollback', rollback))).toMatchObject({
      balance: '40.00',
      unknownDebit: true,
      replayed: false,
      status: 'ROLLED_BACK',
    });
    expect(await ok(await call('rollback', rollback))).toMatchObject({
      balance: '40.00',
      unknownDebit: true,
      replayed: true,
    });
    refused(
      await call('debit', { token, transactionId: 'ghost-d', roundId: 'ghost', amount: '15.00' }),
      409,
      'game.bet.cancelled',
    );
    refused(
      await call('credit', {
        token,
        transactionId: 'ghost-c',
        debitTransactionId: 'ghost-d',
        amount: '9.00',
      }),
      409,
      'game.bet.cancelled',
    );
    expect(await balanceOf(m)).toBe(toMinor('40.00'));
    expect(await roundMoves(m)).toBe(0);
  });

  it('refunds a debit once, whatever rollbacks repeat it, and refuses a credit after it', async () => {
    const m = await createMember(t.database.db, 'sw_cancel', { fund: '60.00', now });
    const token = await launch(m);
    await ok(await call('debit', { token, transactionId: 'cx-d', roundId: 'cx', amount: '20.00' }));
    expect(await balanceOf(m)).toBe(toMinor('40.00'));
    const first = await ok(
      await call('rollback', { token, transactionId: 'cx-rb1', debitTransactionId: 'cx-d' }),
    );
    expect(first).toMatchObject({ balance: '60.00', replayed: false, unknownDebit: false });
    const second = await ok(
      await call('rollback', { token, transactionId: 'cx-rb2', debitTransactionId: 'cx-d' }),
    );
    expect(second).toMatchObject({ balance: '60.00', replayed: true });
    refused(
      await call('credit', {
        token,
        transactionId: 'cx-c',
        debitTransactionId: 'cx-d',
        amount: '50.00',
      }),
      409,
      'game.bet.cancelled',
    );
    // The debit again (a late duplicate) does not take the stake a second time.
    refused(
      await call('debit', { token, transactionId: 'cx-d', roundId: 'cx', amount: '20.00' }),
      409,
      'game.bet.cancelled',
    );
    expect(await balanceOf(m)).toBe(toMinor('60.00'));
    expect(await roundMoves(m)).toBe(2);
  });

  it('closes a round at its credit: another credit and a rollback are refused', async () => {
    const m = await createMember(t.database.db, 'sw_closed', { fund: '30.00', now });
    const token = await launch(m);
    await ok(await call('debit', { token, transactionId: 'cl-d', roundId: 'cl', amount: '10.00' }));
    await ok(
      await call('credit', {
        token,
        transactionId: 'cl-c1',
        debitTransactionId: 'cl-d',
        amount: '0',
      }),
    );
    refused(
      await call('credit', {
        token,
        transactionId: 'cl-c2',
        debitTransactionId: 'cl-d',
        amount: '40.00',
      }),
      409,
      'game.round.closed',
    );
    refused(
      await call('rollback', { token, transactionId: 'cl-rb', debitTransactionId: 'cl-d' }),
      409,
      'game.round.closed',
    );
    expect(await balanceOf(m)).toBe(toMinor('20.00'));
  });

  it('settles after the game session ended, but takes no new bet then', async () => {
    const m = await createMember(t.database.db, 'sw_late', { fund: '30.00', now });
    const token = await launch(m);
    await ok(await call('debit', { token, transactionId: 'lt-d', roundId: 'lt', amount: '10.00' }));
    const saved = now;
    now += 13 * 60 * 60_000;
    try {
      refused(
        await call('debit', { token, transactionId: 'lt-d2', roundId: 'lt2', amount: '1.00' }),
        401,
        'user.or.token.invalid',
      );
      expect(
        await ok(
          await call('credit', {
            token,
            transactionId: 'lt-c',
            debitTransactionId: 'lt-d',
            amount: '12.50',
          }),
        ),
      ).toMatchObject({ balance: '32.50' });
    } finally {
      now = saved;
    }
  });
});

describe('signatures and isolation', () => {
  it('refuses a bad signature, another secret, a stale timestamp and a changed body', async () => {
    const m = await createMember(t.database.db, 'sw_sig', { fund: '10.00', now });
    const token = await launch(m);
    const debit = { token, transactionId: 'sig-d', roundId: 'sig', amount: '1.00' };
    refused(
      await call('debit', debit, { secret: 'not-the-secret' }),
      401,
      'vendor.signature.invalid',
    );
    refused(
      await call('debit', debit, { timestamp: now - 301_000 }),
      401,
      'vendor.signature.invalid',
    );
    refused(await call('debit', debit, { tamper: true }), 401, 'vendor.signature.invalid');
    const unsigned = await t.request({
      method: 'POST',
      url: '/vendor-wallet/seamless/debit',
      headers: { 'content-type': 'application/json', 'x-signature': 'abc', 'x-timestamp': 'x' },
      payload: JSON.stringify(debit),
    });
    refused(unsigned, 401, 'vendor.signature.invalid');
    refused(await call('debit', debit, { vendor: 'nobody' }), 404, 'not.found');
    expect(await balanceOf(m)).toBe(toMinor('10.00'));
    expect(await roundMoves(m)).toBe(0);
  });

  it("never lets one member's token move another member's money", async () => {
    const a = await createMember(t.database.db, 'sw_alice', { fund: '50.00', now });
    const b = await createMember(t.database.db, 'sw_bob', { fund: '50.00', now });
    const ta = await launch(a);
    const tb = await launch(b);
    await ok(
      await call('debit', { token: ta, transactionId: 'iso-d', roundId: 'iso', amount: '10.00' }),
    );
    // Bob's session tries to settle, roll back, or reuse Alice's debit.
    refused(
      await call('credit', {
        token: tb,
        transactionId: 'iso-c',
        debitTransactionId: 'iso-d',
        amount: '40.00',
      }),
      404,
      'game.bet.unknown',
    );
    refused(
      await call('rollback', { token: tb, transactionId: 'iso-rb', debitTransactionId: 'iso-d' }),
      404,
      'game.bet.unknown',
    );
    refused(
      await call('debit', { token: tb, transactionId: 'iso-d', roundId: 'iso', amount: '10.00' }),
      409,
      'game.transaction.conflict',
    );
    expect(await balanceOf(a)).toBe(toMinor('40.00'));
    expect(await balanceOf(b)).toBe(toMinor('50.00'));
    // Bob's balance call answers Bob's wallet only.
    expect((await ok(await call('balance', { token: tb }))).balance).toBe('50.00');
    // Alice's own credit still pays Alice.
    await ok(
      await call('credit', {
        token: ta,
        transactionId: 'iso-c',
        debitTransactionId: 'iso-d',
        amount: '5.00',
      }),
    );
    expect(await balanceOf(a)).toBe(toMinor('45.00'));
    expect(await balanceOf(b)).toBe(toMinor('50.00'));
  });

  it('plays a trial session from its fun balance, never the ledger, with the same rules', async () => {
    const before = await auditLedger(t.database.db);
    const moves = async () =>
      (
        await t.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from ledger_transactions`,
        )
      ).rows[0]?.n;
    const count = await moves();
    const token = await launch(null);
    expect((await ok(await call('balance', { token }))).balance).toBe('2000.00');
    const debit = { token, transactionId: 'tr-d', roundId: 'tr', amount: '100.00' };
    expect(await ok(await call('debit', debit))).toMatchObject({
      balance: '1900.00',
      replayed: false,
    });
    expect(await ok(await call('debit', debit))).toMatchObject({
      balance: '1900.00',
      replayed: true,
    });
    const credit = { token, transactionId: 'tr-c', debitTransactionId: 'tr-d', amount: '250.00' };
    expect(await ok(await call('credit', credit))).toMatchObject({ balance: '2150.00' });
    expect(await ok(await call('credit', credit))).toMatchObject({
      balance: '2150.00',
      replayed: true,
    });
    refused(
      await call('rollback', { token, transactionId: 'tr-rb', debitTransactionId: 'tr-d' }),
      409,
      'game.round.closed',
    );
    expect(
      await ok(
        await call('rollback', { token, transactionId: 'tr-rb2', debitTransactionId: 'tr-ghost' }),
      ),
    ).toMatchObject({ unknownDebit: true, balance: '2150.00' });
    refused(
      await call('debit', { token, transactionId: 'tr-ghost', roundId: 'tr2', amount: '1.00' }),
      409,
      'game.bet.cancelled',
    );
    refused(
      await call('debit', { token, transactionId: 'tr-big', roundId: 'tr3', amount: '2150.01' }),
      400,
      'account.balance.not.enough',
    );
    expect(await moves()).toBe(count);
    expect(await auditLedger(t.database.db)).toEqual(before);
  });
});

describe('a concurrent run', () => {
  it('keeps every balance exact and the ledger invariants at 0', async () => {
    const MEMBERS = 4;
    const ROUNDS = 12;
    const players = await Promise.all(
      Array.from({ length: MEMBERS }, async (_, i) => {
        const m = await createMember(t.database.db, `sw_run_${i}`, { fund: '500.00', now });
        return { m, token: await launch(m) };
      }),
    );
    // Per member and round: a debit, then (by round) a credit or a rollback; each callback is
    // sent three times, and the rollbacks of every fourth round race their own debits.
    const calls: (() => Promise<Res>)[] = [];
    const expected = new Map<number, bigint>();
    for (const [p, { m, token }] of players.entries()) {
      let balance = toMinor('500.00');
      for (let r = 0; r < ROUNDS; r++) {
        const d = `run-${p}-${r}-d`;
        const stake = BigInt(100 + r * 37 + p * 11);
        const amount = (Number(stake) / 100).toFixed(2);
        const debit = () =>
          call('debit', { token, transactionId: d, roundId: `run-${p}-${r}`, amount });
        const second =
          r % 4 === 3
            ? () => call('rollback', { token, transactionId: `${d}-rb`, debitTransactionId: d })
            : () =>
                call('credit', {
                  token,
                  transactionId: `run-${p}-${r}-c`,
                  debitTransactionId: d,
                  amount: ((Number(stake) * (r % 3)) / 100).toFixed(2),
                });
        if (r % 4 === 3) {
          // Debit and rollback race: either the debit lands and is refunded, or the rollback
          // comes first and the debit is refused. Either way the member ends where it began.
          calls.push(debit, second, debit, second, second, debit);
        } else {
          calls.push(debit, debit, debit);
          // Credits go after their debits (a credit that came first is retried below).
          calls.push(second, second, second);
          balance += stake * BigInt(r % 3) - stake;
        }
      }
      expected.set(m.member.id, balance);
    }
    // Run them all at once in a shuffled order, eight at a time.
    const order = calls.map((c, i) => ({ c, k: (i * 7919) % calls.length }));
    order.sort((x, y) => x.k - y.k);
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < order.length) {
        const res = await order[next++]!.c();
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expect([200, 404, 409], res.body).toContain(res.statusCode);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    // Credits refused because their debit had not landed yet are retried once everything is in.
    for (const [p, { token }] of players.entries()) {
      for (let r = 0; r < ROUNDS; r++) {
        if (r % 4 === 3) continue;
        const stake = 100 + r * 37 + p * 11;
        await ok(
          await call('credit', {
            token,
            transactionId: `run-${p}-${r}-c`,
            debitTransactionId: `run-${p}-${r}-d`,
            amount: ((stake * (r % 3)) / 100).toFixed(2),
          }),
        );
      }
    }
    for (const { m } of players) expect(await balanceOf(m)).toBe(expected.get(m.member.id));
    // One stake per debit that stood, one payout per winning credit, one refund per rollback.
    const { rows } = await t.database.db.execute<{ dup: number }>(sql`
      select count(*)::int as dup from (
        select reference, kind from ledger_transactions
         where reference like 'bet:%' group by reference, kind having count(*) > 1) d`);
    expect(rows[0]?.dup).toBe(0);
    expect(statuses.get(500)).toBeUndefined();
    expect(await auditLedger(t.database.db)).toEqual(CLEAN);
    // Every member's cached balance equals its entries, as the audit read; and no bet record
    // of the run is left open.
    const open = await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from bet_records where adapter = 'seamless'
         and round_id like 'run-%' and status = 'OPEN'`);
    expect(open.rows[0]?.n).toBe(0);
  });
});
