// The points mall through the HTTP API (every response checked against the contract): rules
// and catalogue, points earned on demo rounds, redeem with the account password, the
// operator's approval (paying through the ledger) and rejection (points and stock back),
// conversion to balance, points details, every refusal moving nothing, idempotency, and
// other members' and other merchants' data out of reach.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { ledgerTransactions } from '../src/db/schema/ledger';
import { pointRedemptions, pointRewards } from '../src/db/schema/points';
import { createOperatorKey } from '../src/domain/operators';
import { auditLedger } from './helpers/ledger-audit';
import { createMember, type TestMember } from './helpers/members';
import {
  auditPoints,
  CLEAN_POINTS,
  codeOf,
  launchGame,
  playRound,
  pointsClient,
  pointsMember,
  valueOf,
} from './helpers/points';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let p: ReturnType<typeof pointsClient>;
let merchantId: number;
const now = Date.UTC(2026, 10, 24, 10, 0, 0);
const reward: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const db = t.database.db;
  const [m] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
  const { key } = await createOperatorKey(db, merchantId, 'points-tester', now);
  p = pointsClient(t, key);
  for (const r of await db.select().from(pointRewards)) reward[r.code] = r.id;
});
afterAll(() => t.close());

interface Balance {
  points: number;
  inProcess: number;
  totalEarned: number;
  validBets: string;
}
interface Redemption {
  id: string;
  status: string;
  rewardName: string;
  rewardType: string;
  pointsRequired: number;
  amountRequired: string;
  value: string | null;
  quantity: number;
  remark: string | null;
  applyTime: number;
  changedPoints: number;
  pointsBalance: number;
  decidedAt: number | null;
  rejectReason: string | null;
}
interface Detail {
  type: string;
  points: number;
  balance: number;
  category: string | null;
  validBet: string | null;
  reference: string | null;
  remark: string | null;
}
const balanceOf = async (m: TestMember) => valueOf<Balance>(await p.balance(m));
const moneyOf = async (m: TestMember) =>
  valueOf<{ sumBalance: string }>(await p.money(m)).sumBalance;
const stockOf = async (code: string) =>
  (await t.database.db.select().from(pointRewards).where(eq(pointRewards.code, code)))[0]?.stock;
const redemptionCount = async (memberId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointRedemptions)
      .where(eq(pointRedemptions.memberId, memberId))
  )[0]?.n;

/** A member holding `points` points (an operator's adjustment). */
async function withPoints(name: string, points: number, fund?: string) {
  const m = await pointsMember(t.database.db, name, { now, ...(fund ? { fund } : {}) });
  if (points > 0) valueOf(await p.adjust(name, points));
  return m;
}

describe('rules and catalogue', () => {
  it('shows the earning rates and the conversion rate to anyone', async () => {
    const config = valueOf<{
      enabled: boolean;
      earnRates: { category: string; points: string }[];
      conversion: { points: number; amount: string; minPoints: number; step: number };
    }>(await p.call('GET', '/wps/relay/MCSFE_getPointConfig'));
    expect(config.enabled).toBe(true);
    expect(config.earnRates).toContainEqual({ category: 'RNG', points: '1' });
    expect(config.earnRates).toContainEqual({ category: 'LIVE', points: '0.5' });
    expect(config.conversion).toEqual({ points: 100, amount: '1.00', minPoints: 100, step: 1 });
  });

  it('lists the catalogue in the asked language with generated pictures, by type', async () => {
    const en = valueOf<{ id: number; name: string; type: string; imageUrl: string }[]>(
      await p.call('GET', '/wps/relay/MCSFE_getPointReward'),
    );
    expect(en.map((r) => r.type)).toEqual([
      'cash',
      'cash',
      'bonus',
      'bonus',
      'item',
      'item',
      'item',
      'item',
    ]);
    expect(en[0]).toMatchObject({
      name: '$5 cash',
      value: '5.00',
      amountRequired: '0.00',
      stock: null,
    });
    const ar = valueOf<{ name: string }[]>(
      await p.call('GET', '/wps/relay/MCSFE_getPointReward', undefined, undefined, {
        language: 'AR',
      }),
    );
    expect(ar[0]?.name).toBe('نقدًا 5 دولارات');
    const items = valueOf<{ type: string; value: string | null }[]>(
      await p.call('GET', '/wps/relay/MCSFE_getPointReward?type=item'),
    );
    expect(items).toHaveLength(4);
    expect(items.every((i) => i.type === 'item' && i.value === null)).toBe(true);
    const image = await t.request({ method: 'GET', url: en[0]!.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('$5 Cash');
    const other = await t.request({ method: 'GET', url: en[6]!.imageUrl });
    expect(other.body).not.toBe(image.body);
    expect((await t.request({ method: 'GET', url: '/cdn/rewards/999999.svg' })).statusCode).toBe(
      404,
    );
  });

  it('refuses the member calls without a session, to trial accounts and with the module off', async () => {
    expect((await p.call('GET', '/wps/relay/MCSFE_getPointBalance')).statusCode).toBe(401);
    const trial = await createMember(t.database.db, 'pts_trial', { type: 4, now });
    expect(codeOf(await p.balance(trial))).toBe('in_need_true_account');
    const m = await pointsMember(t.database.db, 'pts_switch', { now });
    const patch = (on: boolean) =>
      t.request({
        method: 'PATCH',
        url: '/dev/merchant/settings',
        headers: DEMO,
        payload: { modules: { PTSYS3: on } },
      });
    await patch(false);
    try {
      expect(codeOf(await p.balance(m))).toBe('function.not.available');
      expect(codeOf(await p.call('GET', '/wps/relay/MCSFE_getPointReward'))).toBe(
        'function.not.available',
      );
      expect(codeOf(await p.redeem(m, { rewardId: reward['cash-5']!, quantity: 1 }))).toBe(
        'function.not.available',
      );
      expect(
        valueOf<{ enabled: boolean }>(await p.call('GET', '/wps/relay/MCSFE_getPointConfig'))
          .enabled,
      ).toBe(false);
    } finally {
      await patch(true);
    }
    expect(valueOf<Balance>(await p.balance(m)).points).toBe(0);
  });
});

describe('points earned on valid bets', () => {
  it('turns settled stakes into points per category at its rate, once, carrying fractions', async () => {
    const m = await pointsMember(t.database.db, 'pts_earner', { fund: '500.00', now });
    const slot = await launchGame(t, m, 'nodeId=1&launchMode=GLS');
    const [live] = (
      await t.database.db.execute<{ id: number }>(
        sql`select id from games where category = 'LIVE' and engine = 'baccarat' order by id limit 1`,
      )
    ).rows;
    const table = await launchGame(t, m, `nodeId=${live!.id}&launchMode=GLS`);
    for (let i = 0; i < 5; i++) valueOf(await playRound(t, slot, `earn-slot-${i}`, '2.30'));
    for (let i = 0; i < 3; i++)
      valueOf(await playRound(t, table, `earn-live-${i}`, '3.33', { side: 'BANKER' }));
    // RNG 11.50 x 1 = 11.5 -> 11; LIVE 9.99 x 0.5 = 4.995 -> 4.
    const first = await balanceOf(m);
    expect(first).toMatchObject({ points: 15, totalEarned: 15, inProcess: 0, validBets: '21.49' });
    expect(await balanceOf(m)).toEqual(first);
    // The carried fractions count with the next bets: RNG 11.5 + 1.5 = 13 (+2); LIVE
    // 4.995 + 0.505 = 5.5 (+1, 0.5 carried).
    valueOf(await playRound(t, slot, 'earn-slot-5', '1.50'));
    valueOf(await playRound(t, table, 'earn-live-3', '1.01', { side: 'PLAYER' }));
    expect((await balanceOf(m)).points).toBe(18);
    const details = valueOf<{ content: Detail[]; totalElements: number }>(await p.details(m));
    expect(details.totalElements).toBe(4);
    expect(
      details.content.map((d) => [d.type, d.category, d.validBet, d.points, d.balance]),
    ).toEqual([
      ['earn', 'RNG', '1.50', 2, 18],
      ['earn', 'LIVE', '1.01', 1, 16],
      ['earn', 'RNG', '11.50', 11, 15],
      ['earn', 'LIVE', '9.99', 4, 4],
    ]);
    expect(await auditPoints(t.database.db)).toEqual(CLEAN_POINTS);
  });
});

describe('redeeming and the operator decision', () => {
  it('takes the points at once, and approval pays a cash reward through the ledger once', async () => {
    const m = await withPoints('pts_cash', 2000);
    const res = await p.redeem(m, { rewardId: reward['cash-5']!, quantity: 2, remark: ' thanks ' });
    const r = valueOf<Redemption>(res);
    expect(r).toMatchObject({
      status: 'in_process',
      rewardName: '$5 cash',
      rewardType: 'cash',
      pointsRequired: 450,
      amountRequired: '0.00',
      value: '10.00',
      quantity: 2,
      remark: 'thanks',
      applyTime: now,
      changedPoints: -900,
      pointsBalance: 1100,
      decidedAt: null,
    });
    expect(await balanceOf(m)).toMatchObject({ points: 1100, inProcess: 900 });
    expect(await moneyOf(m)).toBe('0.00');

    const key = p.newKey();
    const approved = valueOf<Redemption & { account: string }>(await p.approve(r.id, key));
    expect(approved).toMatchObject({ status: 'approved', account: 'pts_cash', decidedAt: now });
    expect(await moneyOf(m)).toBe('10.00');
    // The same request again is a replay; another approval is refused: paid once.
    const replay = await p.approve(r.id, key);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(json(replay)).toEqual(json(await p.approve(r.id, key)));
    const again = await p.approve(r.id);
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('transaction.state.invalid');
    expect(codeOf(await p.reject(r.id, 'too late'))).toBe('transaction.state.invalid');
    expect(await moneyOf(m)).toBe('10.00');
    const payments = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `points:${r.id}`));
    expect(payments.map((x) => x.kind)).toEqual(['bonus']);

    expect(await balanceOf(m)).toMatchObject({ points: 1100, inProcess: 0 });
    const history = valueOf<{ content: Redemption[] }>(await p.history(m));
    expect(history.content[0]).toMatchObject({ id: r.id, status: 'approved', changedPoints: -900 });
    const details = valueOf<{ content: Detail[] }>(await p.details(m));
    expect(details.content.map((d) => [d.type, d.points, d.balance, d.reference])).toEqual([
      ['redeem', -900, 1100, r.id],
      ['adjust', 2000, 2000, null],
    ]);
    expect(details.content[1]?.remark).toBe('test points');
  });

  it('rejection returns the points and the stock; the history shows the reason', async () => {
    const m = await withPoints('pts_item', 5000, '0.00');
    const stock = (await stockOf('gift-box'))!;
    const r = valueOf<Redemption>(
      await p.redeem(m, { rewardId: reward['gift-box']!, quantity: 3, remark: '1 Main St' }),
    );
    expect(r).toMatchObject({ value: null, changedPoints: -4500, pointsBalance: 500 });
    expect(await stockOf('gift-box')).toBe(stock - 3);
    const rejected = valueOf<Redemption>(await p.reject(r.id, 'Address outside delivery area'));
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectReason: 'Address outside delivery area',
    });
    expect(await stockOf('gift-box')).toBe(stock);
    expect(await balanceOf(m)).toMatchObject({ points: 5000, inProcess: 0 });
    expect(await moneyOf(m)).toBe('0.00');
    const details = valueOf<{ content: Detail[] }>(await p.details(m, '?type=redeem_return'));
    expect(details.content).toEqual([
      expect.objectContaining({
        type: 'redeem_return',
        points: 4500,
        balance: 5000,
        reference: r.id,
      }),
    ]);
    const history = valueOf<{ content: Redemption[]; totalElements: number }>(
      await p.history(m, '?status=rejected'),
    );
    expect(history.totalElements).toBe(1);
    // An approved item pays nothing to the balance.
    const item = valueOf<Redemption>(
      await p.redeem(m, { rewardId: reward['gift-box']!, quantity: 1 }),
    );
    valueOf(await p.approve(item.id));
    expect(await moneyOf(m)).toBe('0.00');
    expect(await stockOf('gift-box')).toBe(stock - 1);
  });

  it('refuses each bad redemption with its own code and moves nothing', async () => {
    const db = t.database.db;
    const m = await withPoints('pts_bad', 800);
    const before = async () => ({
      points: (await balanceOf(m)).points,
      redemptions: await redemptionCount(m.member.id),
      stock: await stockOf('bonus-10'),
    });
    const start = await before();
    const wrong = await p.redeem(m, { rewardId: reward['cash-5']!, quantity: 1, password: 'nope' });
    expect(codeOf(wrong)).toBe('point.password.invalid');
    expect(json(wrong).value).toEqual({ attemptsLeft: 4 });
    const short = await p.redeem(m, { rewardId: reward['cash-5']!, quantity: 2 });
    expect(codeOf(short)).toBe('point.balance.not.enough');
    expect(json(short).value).toEqual({ required: 900, balance: 800 });
    expect(codeOf(await p.redeem(m, { rewardId: reward['cash-5']!, quantity: 6 }))).toBe(
      'point.quantity.invalid',
    );
    valueOf(await p.adjust('pts_bad', 3000));
    const requirement = await p.redeem(m, { rewardId: reward['cash-20']!, quantity: 1 });
    expect(codeOf(requirement)).toBe('point.amount.requirement');
    expect(json(requirement).value).toEqual({ required: '500.00', validBets: '0.00' });
    await db.update(pointRewards).set({ stock: 1 }).where(eq(pointRewards.code, 'bonus-10'));
    const out = await p.redeem(m, { rewardId: reward['bonus-10']!, quantity: 2 });
    expect(codeOf(out)).toBe('point.reward.out.of.stock');
    expect(json(out).value).toEqual({ stock: 1 });
    await db.update(pointRewards).set({ active: false }).where(eq(pointRewards.code, 'bonus-10'));
    expect(codeOf(await p.redeem(m, { rewardId: reward['bonus-10']!, quantity: 1 }))).toBe(
      'point.reward.unavailable',
    );
    await db
      .update(pointRewards)
      .set({ active: true, stock: start.stock })
      .where(eq(pointRewards.code, 'bonus-10'));
    expect((await p.redeem(m, { rewardId: 999_999, quantity: 1 })).statusCode).toBe(404);
    expect(await before()).toEqual({ ...start, points: 3800 });
    expect(await moneyOf(m)).toBe('0.00');
  });

  it('locks the password check after five wrong answers', async () => {
    const m = await withPoints('pts_locked', 1000);
    for (let i = 0; i < 4; i++)
      expect(
        codeOf(await p.redeem(m, { rewardId: reward['cash-5']!, quantity: 1, password: 'x' })),
      ).toBe('point.password.invalid');
    const locked = await p.convert(m, 200, 'x');
    expect(locked.statusCode).toBe(429);
    expect(codeOf(locked)).toBe('point.password.locked');
    expect(codeOf(await p.redeem(m, { rewardId: reward['cash-5']!, quantity: 1 }))).toBe(
      'point.password.locked',
    );
    expect((await balanceOf(m)).points).toBe(1000);
  });

  it('runs a redemption once per Idempotency-Key', async () => {
    const m = await withPoints('pts_twice', 2000);
    const key = p.newKey();
    const body = { rewardId: reward['bonus-10']!, quantity: 1 };
    const [a, b] = [
      valueOf<Redemption>(await p.redeem(m, body, key)),
      await p.redeem(m, body, key),
    ];
    expect(b.headers['idempotent-replay']).toBe('true');
    expect(valueOf<Redemption>(b).id).toBe(a.id);
    const reused = await p.redeem(m, { ...body, quantity: 2 }, key);
    expect(reused.statusCode).toBe(422);
    expect(codeOf(reused)).toBe('idempotency.key.reused');
    expect(await redemptionCount(m.member.id)).toBe(1);
    expect((await balanceOf(m)).points).toBe(1200);
  });
});

describe('converting points to balance', () => {
  it('refuses zero, too many, below the minimum and a wrong password, then converts at the rate', async () => {
    const m = await withPoints('pts_convert', 1000);
    const zero = await p.convert(m, 0);
    expect(codeOf(zero)).toBe('point.convert.zero');
    expect(codeOf(await p.convert(m, -5))).toBe('point.convert.zero');
    const over = await p.convert(m, 1200);
    expect(codeOf(over)).toBe('point.convert.over.balance');
    expect(json(over).value).toEqual({ balance: 1000 });
    const small = await p.convert(m, 99);
    expect(codeOf(small)).toBe('point.convert.minimum');
    expect(json(small).value).toEqual({ min: 100, step: 1 });
    expect(codeOf(await p.convert(m, 400, 'wrong'))).toBe('point.password.invalid');
    expect((await balanceOf(m)).points).toBe(1000);
    expect(await moneyOf(m)).toBe('0.00');

    const done = valueOf<{
      id: string;
      points: number;
      amount: string;
      pointsBalance: number;
      balance: string;
    }>(await p.convert(m, 450));
    expect(done).toMatchObject({
      points: 450,
      amount: '4.50',
      pointsBalance: 550,
      balance: '4.50',
    });
    expect(await moneyOf(m)).toBe('4.50');
    const [paid] = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.kind, 'bonus'),
          eq(ledgerTransactions.reference, `points:${done.id}`),
        ),
      );
    expect(paid).toBeDefined();
    const details = valueOf<{ content: Detail[] }>(await p.details(m, '?size=1'));
    expect(details.content[0]).toMatchObject({
      type: 'convert',
      points: -450,
      balance: 550,
      reference: done.id,
    });
  });
});

describe('operator adjustments', () => {
  it('refuses zero and taking more than the member has; unknown members are not found', async () => {
    await withPoints('pts_adjust', 100);
    expect(codeOf(await p.adjust('pts_adjust', 0))).toBe('point.adjust.invalid');
    const tooMuch = await p.adjust('pts_adjust', -101);
    expect(codeOf(tooMuch)).toBe('point.adjust.invalid');
    expect(json(tooMuch).value).toEqual({ balance: 100 });
    expect(valueOf<{ balance: number }>(await p.adjust('pts_adjust', -40)).balance).toBe(60);
    expect((await p.adjust('nobody_here', 5)).statusCode).toBe(404);
    const [audit] = (
      await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from operator_audit where action = 'points.adjust' and target = 'member:pts_adjust'`,
      )
    ).rows;
    expect(audit?.n).toBe(2);
  });
});

describe('isolation', () => {
  it("never shows one member's redemptions or points to another, nor to another merchant's operator", async () => {
    const db = t.database.db;
    const a = await withPoints('pts_alice', 3000);
    const b = await withPoints('pts_bob', 0);
    const mine = valueOf<Redemption>(
      await p.redeem(a, { rewardId: reward['cash-5']!, quantity: 1 }),
    );
    expect(valueOf<{ totalElements: number }>(await p.history(b)).totalElements).toBe(0);
    expect(valueOf<{ totalElements: number }>(await p.details(b)).totalElements).toBe(0);
    expect(valueOf<Balance>(await p.balance(b)).points).toBe(0);

    const [other] = await db
      .insert(merchants)
      .values({
        code: 'othermall',
        name: 'Other',
        currency: 'USD',
        currencySymbol: '$',
        settings: {},
      })
      .returning();
    const { key } = await createOperatorKey(db, other!.id, 'other-operator', now);
    const foreign = (method: string, url: string, payload?: object) =>
      t.request({
        method,
        url,
        headers: {
          merchant: 'othermall',
          'x-operator-key': key,
          'idempotency-key': p.newKey(),
        },
        ...(payload ? { payload } : {}),
      });
    const listed = valueOf<{ totalElements: number }>(
      await foreign('GET', '/operator/pointRedemptions'),
    );
    expect(listed.totalElements).toBe(0);
    expect(
      (await foreign('POST', `/operator/pointRedemptions/${mine.id}/approve`)).statusCode,
    ).toBe(404);
    expect(
      (await foreign('POST', `/operator/pointRedemptions/${mine.id}/reject`, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await foreign('POST', '/operator/pointAdjustments', {
          account: 'pts_alice',
          points: 5,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    // The demo operator's key is refused on the other merchant.
    const crossKey = await p.op('GET', '/operator/pointRedemptions', undefined, null);
    expect(crossKey.statusCode).toBe(200);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/operator/pointRedemptions',
          headers: {
            merchant: 'othermall',
            'x-operator-key': 'opk_demo_operator_0123456789abcdef',
          },
        })
      ).statusCode,
    ).toBe(401);
    expect(valueOf<Redemption>(await p.approve(mine.id)).status).toBe('approved');
  });

  it('leaves both ledgers balanced', async () => {
    expect(await auditPoints(t.database.db)).toEqual(CLEAN_POINTS);
    expect(await auditLedger(t.database.db)).toEqual({
      total: 0n,
      unbalanced: 0,
      drifted: 0,
      negative: 0,
    });
  });
});
