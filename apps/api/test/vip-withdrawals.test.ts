// VIP benefits enforced: the cashier refuses a withdrawal past the member's VIP level's
// withdrawals a day or daily amount (in the merchant's day), naming the limit; the withdraw
// settings show the same figures as the VIP page's benefits table (one rule). Concurrent
// withdrawals never pass the count (real races on PostgreSQL, the suite's second pass).
import { encryptPayload } from '@platform/api-client/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signInAs, type TestMember } from './helpers/members';
import { createTestApp, demoCaller, json, type TestApp } from './helpers/test-app';

// 10:00 in the demo merchant's zone (Asia/Shanghai, UTC+8); its day ends at 16:00 UTC.
const DAY_START = Date.UTC(2026, 5, 10, 16, 0, 0);
let now = DAY_START + 2 * 3_600_000;
let t: TestApp;
let modulus: string;
const call = demoCaller(() => t);
type Res = Awaited<ReturnType<TestApp['request']>>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  modulus = (await call('GET', '/wps/session/key/rsa')).body;
});
afterAll(() => t.close());

const value = <T = Record<string, unknown>>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as T;
};

let keySeq = 0;
const encrypted = (method: 'POST' | 'PUT', url: string, token: string, payload: object) => {
  const enc = encryptPayload(payload as Record<string, unknown>, modulus);
  return call(method, url, token, enc.body as object, {
    encryption: enc.encryption,
    'idempotency-key': `vip-wd-${++keySeq}`,
  });
};

/** A funded member with a bank card and a payment password; withdraw(amount) asks for one. */
async function withdrawer(username: string, fund: string) {
  let m: TestMember = await createMember(t.database.db, username, { fund, now });
  const banks = value<{ code: string }[]>(await call('GET', '/wps/system/withdrawBanks', m.token));
  const card = value<{ id: number }>(
    await encrypted('PUT', '/wps/member/bankCard', m.token, {
      bankCode: banks[0]!.code,
      accountName: 'Vip Member',
      accountNumber: '1234 5678 9012',
    }),
  );
  value(
    await encrypted('PUT', '/wps/member/paymentPassword', m.token, {
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    }),
  );
  /** A new session at the clock's time (a day later the first one has expired). */
  const signIn = async () => {
    m = await signInAs(t.database.db, username, now);
  };
  const withdraw = (amount: string) =>
    encrypted('POST', '/wps/transaction/withdraw', m.token, {
      amount,
      bankCardId: card.id,
      paymentPassword: '123456',
    });
  const settings = async () =>
    value<{
      dailyCount: number;
      usedToday: number;
      dailyAmount: string | null;
      usedAmountToday: string;
      vipLevelName: string | null;
    }>(await call('GET', '/wps/relay/MCSFE_getWithdrawSettings', m.token));
  return { member: () => m, signIn, withdraw, settings };
}

describe('VIP withdrawal limits', () => {
  it('shows the VIP page figures on the withdraw settings: one rule', async () => {
    const { member, settings } = await withdrawer('vip_rule', '100.00');
    const m = member();
    const vip = value<{
      playerRankName: string;
      playerRankLevel: number;
      levels: { level: number; dailyWithdrawals: number; dailyWithdrawalAmount: string }[];
    }>(await call('GET', '/wps/relay/MCSFE_getPlayerRankProgress', m.token));
    const held = vip.levels.find((l) => l.level === vip.playerRankLevel)!;
    expect(vip.playerRankName).toBe('Bronze');
    expect(held).toMatchObject({ dailyWithdrawals: 3, dailyWithdrawalAmount: '5000.00' });
    expect(await settings()).toMatchObject({
      dailyCount: held.dailyWithdrawals,
      usedToday: 0,
      dailyAmount: held.dailyWithdrawalAmount,
      usedAmountToday: '0.00',
      vipLevelName: 'Bronze',
    });
  });

  it("refuses past the level's daily amount, naming it, and allows up to it exactly", async () => {
    const { signIn, withdraw, settings } = await withdrawer('vip_amount', '9000.00');
    value(await withdraw('4000.00'));
    const over = await withdraw('1000.01');
    expect(over.statusCode).toBe(400);
    expect(json(over)).toMatchObject({
      errorCode: 'withdraw.vip.daily.amount',
      value: { level: 'Bronze', dailyAmount: '5000.00', left: '1000.00' },
    });
    value(await withdraw('1000.00'));
    expect(await settings()).toMatchObject({ usedToday: 2, usedAmountToday: '5000.00' });
    expect(json(await withdraw('50.00')).errorCode).toBe('withdraw.vip.daily.amount');
    // The merchant's next day (midnight in Asia/Shanghai) starts a new allowance.
    now = DAY_START + 86_400_000;
    await signIn();
    value(await withdraw('50.00'));
    expect(await settings()).toMatchObject({ usedToday: 1, usedAmountToday: '50.00' });
    now = DAY_START + 2 * 3_600_000;
  });

  it("never passes the level's withdrawals a day, even asked for at once", async () => {
    const { member, signIn, withdraw, settings } = await withdrawer('vip_count', '1000.00');
    // The last minute of the merchant's day, then five at once.
    now = DAY_START + 86_400_000 - 60_000;
    await signIn();
    const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw('60.00')));
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(3);
    for (const r of refused)
      expect(json(r)).toMatchObject({
        errorCode: 'withdraw.vip.daily.count',
        value: { level: 'Bronze', dailyCount: 3 },
      });
    const balance = value<{ sumBalance: string }>(
      await call('GET', '/wps/v2/wallets/balance', member().token),
    );
    expect(balance.sumBalance).toBe('820.00');
    expect(await settings()).toMatchObject({ dailyCount: 3, usedToday: 3 });
    // One minute later it is the next day there.
    now = DAY_START + 86_400_000 + 60_000;
    value(await withdraw('60.00'));
    now = DAY_START + 2 * 3_600_000;
  });
});
