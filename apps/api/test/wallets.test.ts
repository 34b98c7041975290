// Wallets through the HTTP API (every answer checked against the contract): the wallet mode
// of each merchant, consolidated funds, transfers between the main and vendor wallets and
// "recall all" in transfer mode, rounds played from the vendor wallet, bad amounts that move
// nothing, the transfer to the upline agent (payment password, range, messages, the agent's
// report), and that one member can never read or move another's wallets.
import { encryptPayload } from '@platform/api-client/crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameVendors, games } from '../src/db/schema/games';
import { configCache } from '../src/db/config-cache';
import { members } from '../src/db/schema/members';
import { merchants } from '../src/db/schema/merchants';
import { setPaymentPassword } from '../src/domain/cashier';
import { houseAccount, memberAccount, post, toMinor } from '../src/domain/kernel';
import { setModules } from '../src/domain/merchants';
import { openSession } from '../src/domain/sessions';
import { auditLedger } from './helpers/ledger-audit';
import { createTestApp, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let modulus: string;
// The API's clock follows real time until a test moves it on (the lottery draw).
let offset = 0;
beforeAll(async () => {
  t = await createTestApp({ transferMerchant: true, clock: () => Date.now() + offset });
  modulus = (
    await t.request({ method: 'GET', url: '/wps/session/key/rsa', headers: { merchant: 'demo' } })
  ).body;
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['request']>>;
type Code = 'demo' | 'transfer';
interface Who {
  id: number;
  token: string;
  merchant: Code;
  username: string;
}

let seq = 0;
const newKey = () => `wallet-key-${Date.now()}-${++seq}`;

async function merchantOf(code: Code) {
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, code));
  if (!m) throw new Error(`no merchant ${code}`);
  return m;
}

/** A member of `code`, optionally under an upline and funded through the ledger. */
async function member(
  code: Code,
  username: string,
  options: { fund?: string; type?: number; parent?: Who } = {},
): Promise<Who> {
  const db = t.database.db;
  const merchant = await merchantOf(code);
  const [row] = await db
    .insert(members)
    .values({
      merchantId: merchant.id,
      username,
      passwordHash: 'x',
      type: options.type ?? 0,
      parentId: options.parent?.id ?? null,
    })
    .returning();
  if (!row) throw new Error('member not created');
  if (options.fund) {
    const amount = toMinor(options.fund);
    await db.transaction(async (tx) => {
      const account = await memberAccount(tx, merchant.id, row.id, merchant.currency);
      const house = await houseAccount(tx, merchant.id, merchant.currency);
      await post(tx, {
        merchantId: merchant.id,
        kind: 'funding',
        idempotencyKey: `wallet-test-funding:${code}:${username}`,
        legs: [
          { accountId: house, amount: -amount, kind: 'house' },
          { accountId: account.id, amount, kind: 'member' },
        ],
        now: Date.now(),
      });
    });
  }
  const token = await openSession(db, row, 'password', Date.now());
  return { id: row.id, token, merchant: code, username };
}

const call = (who: Who, method: string, url: string, payload?: object, key?: string) =>
  t.request({
    method,
    url,
    headers: {
      merchant: who.merchant,
      authorization: who.token,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(payload ? { payload } : {}),
  });

const value = <T = Record<string, unknown>>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as T;
};
const code = (res: Res) => json(res).errorCode;

interface Funds {
  isSingle: 0 | 1;
  totalBalance: string;
  mainBalance: string;
  wallets: { vendorCode: string; vendorName: string; balance: string; maintenance: boolean }[];
}
const funds = async (who: Who) =>
  value<Funds>(await call(who, 'GET', '/wps/member/info/funds/consolidated'));
const walletOf = (f: Funds, vendor: string) => f.wallets.find((w) => w.vendorCode === vendor);

const transfer = (who: Who, from: string, to: string, amount: string, key = newKey()) =>
  call(who, 'POST', '/wps/relay/GCS_walletTransfer', { from, to, amount }, key);
const recall = (who: Who, key = newKey()) =>
  call(who, 'POST', '/wps/relay/GCS_walletRecallAll', undefined, key);

async function launch(who: Who, vendor: string): Promise<string> {
  const merchant = await merchantOf(who.merchant);
  const [game] = await t.database.db
    .select()
    .from(games)
    .where(
      and(
        eq(games.merchantId, merchant.id),
        eq(games.vendorCode, vendor),
        eq(games.engine, 'slot'),
      ),
    )
    .limit(1);
  const res = await call(
    who,
    'GET',
    `/wps/game/launchGame?gameCode=${game!.gameCode}&vassalage=${vendor}&launchMode=GLS`,
  );
  const url = value<{ content: { game_url: string } }>(res).content.game_url;
  return new URL(url, 'http://x').searchParams.get('session') ?? '';
}

const round2 = (session: string, roundId: string, stake: string, bet: object) =>
  t.request({
    method: 'POST',
    url: '/demo-games/api/round',
    payload: { session, roundId, stake, bet },
  });
const round = (session: string, roundId: string, stake: string) =>
  round2(session, roundId, stake, {});

const cleanLedger = { total: 0n, unbalanced: 0, drifted: 0, negative: 0 };

describe('single-wallet merchant (demo)', () => {
  it('answers isSingle 1, lists no vendor wallet and refuses transfers without moving money', async () => {
    const a = await member('demo', 'single_a', { fund: '50.00' });
    expect(value(await call(a, 'GET', '/wps/relay/GCS_merchantWallet'))).toEqual({ isSingle: 1 });
    const before = await funds(a);
    expect(before).toMatchObject({
      isSingle: 1,
      totalBalance: '50.00',
      mainBalance: '50.00',
      wallets: [],
      currency: 'USD',
    });
    const refused = await transfer(a, 'MAIN', 'PG', '10.00');
    expect(refused.statusCode).toBe(400);
    expect(code(refused)).toBe('function.not.available');
    // Recalling is always allowed (nothing to recall here): money never stays stranded.
    expect(value(await recall(a))).toMatchObject({ transactionId: null, amount: '0.00' });
    expect(await funds(a)).toEqual(before);
  });
});

describe('transfer-wallet merchant', () => {
  it('answers isSingle 0 and lists a wallet per vendor of the catalogue, empty at first', async () => {
    const a = await member('transfer', 'tw_list', { fund: '100.00' });
    expect(value(await call(a, 'GET', '/wps/relay/GCS_merchantWallet'))).toEqual({ isSingle: 0 });
    const f = await funds(a);
    expect(f.isSingle).toBe(0);
    expect(f.mainBalance).toBe('100.00');
    const codes = f.wallets.map((w) => w.vendorCode);
    expect(codes).toContain('PG');
    expect(new Set(codes).size).toBe(codes.length);
    expect(f.wallets.every((w) => w.balance === '0.00')).toBe(true);
  });

  it('moves money in and out of a vendor wallet, and the vendor plays from its own wallet', async () => {
    const a = await member('transfer', 'tw_move', { fund: '100.00' });
    const res = await transfer(a, 'MAIN', 'PG', '30.00');
    const moved = value<{ amount: string; funds: Funds }>(res);
    expect(moved.amount).toBe('30.00');
    expect(moved.funds.mainBalance).toBe('70.00');
    expect(walletOf(moved.funds, 'PG')?.balance).toBe('30.00');
    expect(moved.funds.totalBalance).toBe('100.00');

    // A PG game stakes from the PG wallet; the main wallet stays as it is.
    const session = await launch(a, 'PG');
    let pg = toMinor('30.00');
    for (let i = 0; i < 5; i++) {
      const r = value<{ stake: string; payout: string; balance: string }>(
        await round(session, `tw-move-${i}`, '1.00'),
      );
      pg += toMinor(r.payout) - toMinor(r.stake);
      expect(toMinor(r.balance)).toBe(pg);
    }
    const after = await funds(a);
    expect(after.mainBalance).toBe('70.00');
    expect(toMinor(walletOf(after, 'PG')!.balance)).toBe(pg);
    const balance = value<{ sumBalance: string; balance: { accountName: string }[] }>(
      await call(a, 'GET', '/wps/v2/wallets/balance'),
    );
    expect(toMinor(balance.sumBalance)).toBe(toMinor('70.00') + pg);
    expect(balance.balance[0]).toMatchObject({ accountTypeId: 0, availBalance: '70.00' });
    const state = value<{ balance: string }>(
      await t.request({ method: 'GET', url: `/demo-games/api/state?session=${session}` }),
    );
    expect(toMinor(state.balance)).toBe(pg);

    // Out again, to main.
    const back = value<{ funds: Funds }>(await transfer(a, 'PG', 'MAIN', '10.00'));
    expect(back.funds.mainBalance).toBe('80.00');
    expect(await auditLedger(t.database.db)).toEqual(cleanLedger);
  });

  it('refuses a round the vendor wallet cannot pay, even with money in the main wallet', async () => {
    const a = await member('transfer', 'tw_short', { fund: '100.00' });
    const session = await launch(a, 'PP');
    const res = await round(session, 'tw-short-1', '1.00');
    expect(code(res)).toBe('account.balance.not.enough');
    expect((await funds(a)).mainBalance).toBe('100.00');
  });

  it('moves once per Idempotency-Key, and refuses the key with another body', async () => {
    const a = await member('transfer', 'tw_replay', { fund: '100.00' });
    const key = newKey();
    const first = await transfer(a, 'MAIN', 'PG', '25.00', key);
    const again = await transfer(a, 'MAIN', 'PG', '25.00', key);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(json(again)).toEqual(json(first));
    const other = await transfer(a, 'MAIN', 'PG', '26.00', key);
    expect(other.statusCode).toBe(422);
    expect(code(other)).toBe('idempotency.key.reused');
    const f = await funds(a);
    expect(f.mainBalance).toBe('75.00');
    expect(walletOf(f, 'PG')?.balance).toBe('25.00');
  });

  it.each([
    ['0', 'amount.zero'],
    ['0.00', 'amount.zero'],
    ['-5', 'amount.negative'],
    ['1.234', 'amount.decimals'],
    ['1e3', 'amount.format'],
    ['abc', 'amount.format'],
    ['100.01', 'account.balance.not.enough'],
  ])('refuses the amount %s with %s and moves nothing', async (amount, expected) => {
    const a = await member('transfer', `tw_bad_${++seq}`, { fund: '100.00' });
    const before = await funds(a);
    const res = await transfer(a, 'MAIN', 'PG', amount);
    expect(res.statusCode).toBe(400);
    expect(code(res)).toBe(expected);
    expect(await funds(a)).toEqual(before);
  });

  it('refuses the same wallet twice, an unknown wallet and a trial account', async () => {
    const a = await member('transfer', 'tw_names', { fund: '100.00' });
    const before = await funds(a);
    expect(code(await transfer(a, 'PG', 'PG', '1.00'))).toBe('wallet.transfer.same');
    expect(code(await transfer(a, 'MAIN', 'MAIN', '1.00'))).toBe('wallet.transfer.same');
    const unknown = await transfer(a, 'MAIN', 'NOPE', '1.00');
    expect(code(unknown)).toBe('wallet.vendor.invalid');
    expect(json(unknown).value).toEqual({ wallet: 'NOPE' });
    expect(code(await transfer(a, 'pg', 'MAIN', '1.00'))).toBe('wallet.vendor.invalid');
    expect(await funds(a)).toEqual(before);
    const trial = await member('transfer', 'tw_trial', { type: 4 });
    expect(code(await transfer(trial, 'MAIN', 'PG', '1.00'))).toBe('in_need_true_account');
    expect(code(await recall(trial))).toBe('in_need_true_account');
  });

  it('recalls every vendor wallet to main in one transaction', async () => {
    const db = t.database.db;
    const a = await member('transfer', 'tw_recall', { fund: '100.00' });
    value(await transfer(a, 'MAIN', 'PG', '20.00'));
    value(await transfer(a, 'MAIN', 'JL', '15.50'));
    value(await transfer(a, 'PG', 'CQ9', '5.00'));
    const res = value<{ transactionId: number; amount: string; wallets: number; funds: Funds }>(
      await recall(a),
    );
    expect(res).toMatchObject({ amount: '35.50', wallets: 3 });
    expect(res.funds.mainBalance).toBe('100.00');
    expect(res.funds.wallets.every((w) => w.balance === '0.00')).toBe(true);
    const entries = await db.execute<{ kind: string; n: number; sum: string }>(sql`
      select t.kind, count(*)::int as n, sum(e.amount)::text as sum
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
       where t.id = ${res.transactionId} group by t.kind`);
    expect(entries.rows).toEqual([{ kind: 'wallet_transfer', n: 4, sum: '0' }]);
    // Nothing left: nothing moves.
    const empty = value<{ transactionId: number | null; amount: string }>(await recall(a));
    expect(empty).toMatchObject({ transactionId: null, amount: '0.00', wallets: 0 });
  });

  it('takes no money into a disabled vendor, and lets out what a member holds there', async () => {
    const db = t.database.db;
    const merchant = await merchantOf('transfer');
    const a = await member('transfer', 'tw_disabled', { fund: '50.00' });
    value(await transfer(a, 'MAIN', 'JL', '20.00'));
    const disable = (enabled: boolean) =>
      db
        .update(gameVendors)
        .set({ enabled })
        .where(and(eq(gameVendors.merchantId, merchant.id), eq(gameVendors.code, 'JL')));
    await disable(false);
    configCache(db).invalidate();
    try {
      expect(walletOf(await funds(a), 'JL')).toMatchObject({ balance: '20.00', maintenance: true });
      expect(code(await transfer(a, 'MAIN', 'JL', '1.00'))).toBe('game.maintenance');
      const out = value<{ funds: Funds }>(await transfer(a, 'JL', 'MAIN', '20.00'));
      expect(out.funds.mainBalance).toBe('50.00');
    } finally {
      await disable(true);
      configCache(db).invalidate();
    }
    expect(walletOf(await funds(a), 'JL')?.maintenance).toBe(false);
  });

  it('refuses transfers while FUNDTRANS3 is off', async () => {
    const a = await member('transfer', 'tw_module', { fund: '10.00' });
    const merchant = await merchantOf('transfer');
    await setModules(t.database.db, merchant.id, { FUNDTRANS3: false });
    try {
      expect(code(await transfer(a, 'MAIN', 'PG', '1.00'))).toBe('function.not.available');
      expect(code(await recall(a))).toBe('function.not.available');
    } finally {
      await setModules(t.database.db, merchant.id, { FUNDTRANS3: true });
    }
    expect((await funds(a)).mainBalance).toBe('10.00');
  });
});

describe('isolation', () => {
  it("never shows or moves another member's wallets, whatever the request names", async () => {
    const a = await member('transfer', 'iso_a', { fund: '40.00' });
    const b = await member('transfer', 'iso_b', { fund: '60.00' });
    value(await transfer(b, 'MAIN', 'PG', '60.00'));
    const bBefore = await funds(b);
    // Funds are the session's: A sees only A's, whatever query is added.
    const mine = value<Funds>(
      await call(a, 'GET', `/wps/member/info/funds/consolidated?memberId=${b.id}&userId=${b.id}`),
    );
    expect(mine.totalBalance).toBe('40.00');
    expect(walletOf(mine, 'PG')?.balance).toBe('0.00');
    // A names B's wallet in every way it could: only A's own wallets exist for A.
    const [bAccount] = (
      await t.database.db.execute<{ id: number }>(
        sql`select id from ledger_accounts where member_id = ${b.id} and vendor_code = 'PG'`,
      )
    ).rows;
    for (const from of [String(bAccount!.id), `${b.id}:PG`, 'iso_b', `PG:${b.id}`]) {
      expect(code(await transfer(a, from, 'MAIN', '1.00'))).toBe('wallet.vendor.invalid');
    }
    const extra = await call(
      a,
      'POST',
      '/wps/relay/GCS_walletTransfer',
      { from: 'PG', to: 'MAIN', amount: '1.00', memberId: b.id },
      newKey(),
    );
    expect(code(extra)).toBe('account.balance.not.enough');
    value(await recall(a));
    // Another merchant's session is refused outright.
    const elsewhere = await t.request({
      method: 'GET',
      url: '/wps/member/info/funds/consolidated',
      headers: { merchant: 'demo', authorization: b.token },
    });
    expect(elsewhere.statusCode).toBe(401);
    expect(await funds(b)).toEqual(bBefore);
    expect((await funds(a)).totalBalance).toBe('40.00');
  });
});

describe('transfer to the upline', () => {
  const send = (who: Who, amount: string, paymentPassword: string, key = newKey()) => {
    const enc = encryptPayload({ amount, paymentPassword }, modulus);
    return t.request({
      method: 'POST',
      url: '/wps/member/uplineTransfer',
      headers: {
        merchant: who.merchant,
        authorization: who.token,
        encryption: enc.encryption,
        'idempotency-key': key,
      },
      payload: enc.body as object,
    });
  };
  const inbox = async (who: Who) =>
    (
      await t.database.db.execute<{ type: string; content: string }>(
        sql`select type, content from inbox_messages where member_id = ${who.id} order by id`,
      )
    ).rows;

  it('sends from the main wallet to the upline agent, with messages and the agent report', async () => {
    const agent = await member('demo', 'up_agent', { type: 1, fund: '5.00' });
    const other = await member('demo', 'up_other', { type: 1 });
    const a = await member('demo', 'up_player', { fund: '100.00', parent: agent });
    const info = value(await call(a, 'GET', '/wps/member/uplineTransfer'));
    expect(info).toEqual({
      enabled: true,
      upline: { account: 'up_agent', nickname: '' },
      minimumAmount: '1.00',
      maximumAmount: '50000.00',
      balance: '100.00',
      currencySymbol: '$',
      decimals: 2,
      hasPaymentPassword: false,
    });
    expect(code(await send(a, '10.00', '123456'))).toBe('payment.password.not.set');
    await setPaymentPassword(t.database.db, a.id, '135790', '135790', Date.now());

    for (const [amount, expected] of [
      ['0', 'amount.zero'],
      ['-1', 'amount.negative'],
      ['1.001', 'amount.decimals'],
      ['0.50', 'account.transfer.exceed.min'],
      ['50000.01', 'account.transfer.exceed.max'],
      ['100.01', 'account.balance.not.enough'],
    ] as const) {
      const res = await send(a, amount, '135790');
      expect(code(res), amount).toBe(expected);
    }
    const wrong = await send(a, '10.00', '000000');
    expect(code(wrong)).toBe('payment.password.invalid');
    expect(
      value<{ balance: string }>(await call(a, 'GET', '/wps/member/uplineTransfer')).balance,
    ).toBe('100.00');

    const key = newKey();
    const sent = value<{ transactionId: number; amount: string; balance: string; upline: string }>(
      await send(a, '12.34', '135790', key),
    );
    expect(sent).toMatchObject({ amount: '12.34', balance: '87.66', upline: 'up_agent' });
    const replay = await send(a, '12.34', '135790', key);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect((await funds(agent)).mainBalance).toBe('17.34');
    expect((await funds(a)).mainBalance).toBe('87.66');

    const tx = await t.database.db.execute<{ kind: string; n: number; sum: string }>(sql`
      select t.kind, count(*)::int as n, sum(e.amount)::text as sum
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
       where t.id = ${sent.transactionId} group by t.kind`);
    expect(tx.rows).toEqual([{ kind: 'upline_transfer', n: 2, sum: '0' }]);
    expect((await inbox(a)).map((m) => m.type)).toEqual(['upline_transfer_sent']);
    const received = await inbox(agent);
    expect(received.map((m) => m.type)).toEqual(['upline_transfer_received']);
    expect(received[0]?.content).toContain('up_player');
    expect(received[0]?.content).toContain('12.34');

    const report = (who: Who) =>
      call(who, 'GET', '/wps/report/downlineTransactions?period=today&kind=uplineTransfer');
    const seen = value<{
      list: { account: string; kind: string; amount: string }[];
      totals: { uplineTransfer: string };
    }>(await report(agent));
    expect(seen.list).toEqual([
      expect.objectContaining({ account: 'up_player', kind: 'uplineTransfer', amount: '12.34' }),
    ]);
    expect(seen.totals.uplineTransfer).toBe('12.34');
    // Another agent's report never shows it.
    expect(value<{ list: unknown[] }>(await report(other)).list).toEqual([]);
    expect(await auditLedger(t.database.db)).toEqual(cleanLedger);
  });

  it('refuses a member without an upline, a trial account, and the switch off', async () => {
    const lone = await member('demo', 'up_lone', { fund: '10.00' });
    await setPaymentPassword(t.database.db, lone.id, '135790', '135790', Date.now());
    expect(
      value<{ upline: null }>(await call(lone, 'GET', '/wps/member/uplineTransfer')).upline,
    ).toBe(null);
    expect(code(await send(lone, '1.00', '135790'))).toBe('upline.not.found');
    const trial = await member('demo', 'up_trial', { type: 4 });
    expect(code(await send(trial, '1.00', '135790'))).toBe('in_need_true_account');
    const merchant = await merchantOf('demo');
    await setModules(t.database.db, merchant.id, { MEMTRANS3: false });
    try {
      expect(code(await send(lone, '1.00', '135790'))).toBe('function.not.available');
    } finally {
      await setModules(t.database.db, merchant.id, { MEMTRANS3: true });
    }
    expect((await funds(lone)).mainBalance).toBe('10.00');
  });
});

describe('lottery in transfer mode', () => {
  it('stakes from the lottery vendor wallet and pays the win into that wallet', async () => {
    const a = await member('transfer', 'tw_lotto', { fund: '100.00' });
    const res = await call(
      a,
      'GET',
      '/wps/game/launchGame?launchMode=LOTT&lottoPrizeMode=ELOTT&lottoGameCode=VN1M&lottoView=betting',
    );
    const url = value<{ content: { game_url: string } }>(res).content.game_url;
    const session = new URL(url, 'http://x').searchParams.get('session') ?? '';
    const [game] = await t.database.db
      .select({ vendor: games.vendorCode })
      .from(games)
      .where(
        and(eq(games.merchantId, (await merchantOf('transfer')).id), eq(games.gameCode, 'VN1M')),
      );
    const vendor = game!.vendor;
    value(await transfer(a, 'MAIN', vendor, '40.00'));
    const state = async () =>
      value<{ balance: string; draw: { current: { numero: string; closeTime: number } } }>(
        await t.request({ method: 'GET', url: `/demo-games/api/state?session=${session}` }),
      );
    const draw = (await state()).draw.current;
    // BIG and SMALL on one draw: one of them wins (1.95 times the stake).
    for (const pick of ['BIG', 'SMALL'])
      value(await round2(session, `tw-lotto-${pick}`, '10.00', { pick, numero: draw.numero }));
    expect(walletOf(await funds(a), vendor)?.balance).toBe('20.00');
    offset = draw.closeTime + 1000 - Date.now();
    const after = await state();
    const wallet = toMinor(walletOf(await funds(a), vendor)!.balance);
    expect(toMinor(after.balance)).toBe(wallet);
    expect(wallet).toBe(toMinor('39.50'));
    expect((await funds(a)).mainBalance).toBe('60.00');
    expect(await auditLedger(t.database.db)).toEqual(cleanLedger);
  });
});
