// The inbox and the rest of the cashier's operations and refusals: messages in the member's
// language, paging, mark read; lists and settings; bank-card and payment-password rules;
// the demo pay page's cancel and unknown payments; idempotency while a call still runs;
// operator keys revoked; deposit limits removed after the cooling-off.
import { encryptPayload } from '@platform/api-client/crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { runCashierJobs } from '../src/domain/cashier';
import { createOperatorKey, revokeOperatorKey } from '../src/domain/operators';
import { makePng } from './helpers/images';
import { createMember, type TestMember } from './helpers/members';
import { createTestApp, DEMO, demoCaller, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let operatorKey: string;
let merchantId: number;
let modulus: string;
beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
  operatorKey = (await createOperatorKey(t.database.db, merchantId, 'inbox-tester', Date.now()))
    .key;
  modulus = (await t.request({ method: 'GET', url: '/wps/session/key/rsa', headers: DEMO })).body;
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['request']>>;
let seq = 0;
const key = () => `inbox-key-${Date.now()}-${++seq}`;
const call = demoCaller(() => t);
const encrypted = (method: 'POST' | 'PUT', url: string, token: string, payload: object) => {
  const enc = encryptPayload(payload as Record<string, unknown>, modulus);
  return call(method, url, token, enc.body as object, { encryption: enc.encryption });
};
const value = <T = Record<string, unknown>>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as T;
};
const code = (res: Res) => json(res).errorCode;
const op = (method: string, url: string, payload?: object, headers: Record<string, string> = {}) =>
  call(method, url, undefined, payload, {
    'x-operator-key': operatorKey,
    'idempotency-key': key(),
    ...headers,
  });
const bankDeposit = (m: TestMember, language = 'EN') =>
  call(
    'POST',
    '/wps/transaction/deposit/bank',
    m.token,
    { amount: '100', bankAccountId: 1, depositorName: 'N', reference: 'R' },
    {
      'idempotency-key': key(),
      language,
    },
  );

describe('inbox', () => {
  it('writes messages in the language the member uses, pages them and marks them read', async () => {
    const m = await createMember(t.database.db, 'inbox_lang');
    // Each decision is told in the language the member used last (the deposit's).
    const decide = async (language: string, decision: string, body?: object) => {
      const { id } = value<{ id: string }>(await bankDeposit(m, language));
      value(await op('POST', `/operator/deposits/${id}/${decision}`, body));
    };
    await decide('CN', 'confirm');
    await decide('AR', 'reject', { reason: 'no transfer found' });
    await decide('EN', 'confirm');
    const page1 = value<{
      content: { id: number; title: string; content: string }[];
      totalPages: number;
      totalElements: number;
      unreadCount: number;
    }>(await call('GET', '/wps/relay/CSP_getInbox?page=1&size=2', m.token));
    expect(page1).toMatchObject({ totalPages: 2, totalElements: 3, unreadCount: 3 });
    expect(page1.content.map((c) => c.title)).toEqual(['Deposit credited', 'فشل الإيداع']);
    expect(page1.content[1]!.content).toContain('no transfer found');
    const page2 = value<{ content: { id: number; title: string }[] }>(
      await call('GET', '/wps/relay/CSP_getInbox?page=2&size=2', m.token),
    );
    expect(page2.content.map((c) => c.title)).toEqual(['存款已到账']);
    expect(
      value<number>(
        await call('POST', '/wps/message/read', m.token, { ids: [page2.content[0]!.id, 999999] }),
      ),
    ).toBe(2);
    expect(value<number>(await call('POST', '/wps/message/readAll', m.token))).toBe(0);
    expect(
      value<{ unreadMessage: number }>(await call('GET', '/wps/member/info', m.token))
        .unreadMessage,
    ).toBe(0);
  });

  it("answers 404 for another member's message and 401 without a session", async () => {
    const a = await createMember(t.database.db, 'inbox_a');
    const b = await createMember(t.database.db, 'inbox_b');
    const { id } = value<{ id: string }>(await bankDeposit(a));
    value(await op('POST', `/operator/deposits/${id}/confirm`));
    const msg = value<{ content: { id: number }[] }>(
      await call('GET', '/wps/relay/CSP_getInbox', a.token),
    ).content[0]!;
    expect((await call('GET', `/wps/message/inbox/${msg.id}`, b.token)).statusCode).toBe(404);
    expect((await call('GET', '/wps/relay/CSP_unreadCount')).statusCode).toBe(401);
    expect(value<number>(await call('GET', '/wps/relay/CSP_unreadCount', a.token))).toBe(1);
  });
});

describe('cashier lists and settings', () => {
  it('lists deposits and withdrawals of the member only, with status filters', async () => {
    const m = await createMember(t.database.db, 'lists', { fund: '500.00' });
    const other = await createMember(t.database.db, 'lists_other');
    value(await bankDeposit(m));
    value(await bankDeposit(other));
    value(
      await call(
        'POST',
        '/wps/transaction/deposit/pg',
        m.token,
        { amount: '25' },
        { 'idempotency-key': key() },
      ),
    );
    const all = value<{ content: { channel: string }[]; totalElements: number }>(
      await call('GET', '/wps/report/depositTransaction', m.token),
    );
    expect(all.totalElements).toBe(2);
    expect(all.content.map((d) => d.channel)).toEqual(['pg', 'bank']);
    const pending = value<{ totalElements: number }>(
      await call('GET', '/wps/report/depositTransaction?status=credited', m.token),
    );
    expect(pending.totalElements).toBe(0);
    expect(
      (await call('GET', '/wps/report/depositTransaction/D00000000000000', m.token)).statusCode,
    ).toBe(404);
    const settings = value<{
      minimumAmount: string;
      dailyCount: number;
      usedToday: number;
      channels: unknown[];
    }>(await call('GET', '/wps/relay/MCSFE_getWithdrawSettings?groupId=0', m.token));
    // The fewer of the merchant's 5 a day and the Bronze level's 3 (test/vip-withdrawals.test.ts).
    expect(settings).toMatchObject({ minimumAmount: '50.00', dailyCount: 3, usedToday: 0 });
    expect(
      value<{ totalElements: number }>(
        await call('GET', '/wps/report/withdrawTransaction', m.token),
      ).totalElements,
    ).toBe(0);
    expect(value<unknown[]>(await call('GET', '/wps/member/bankCard', m.token))).toEqual([]);
  });
});

describe('bank cards and payment password', () => {
  it('refuses unknown banks, bad numbers, duplicates and a sixth card', async () => {
    const m = await createMember(t.database.db, 'cards');
    const bind = (body: object) => encrypted('PUT', '/wps/member/bankCard', m.token, body);
    expect(
      code(await bind({ bankCode: 'XXX', accountName: 'Card Owner', accountNumber: '12345678' })),
    ).toBe('bankcard.bank.invalid');
    expect(
      code(await bind({ bankCode: 'RDB', accountName: 'Card Owner', accountNumber: '12ab' })),
    ).toBe('bankcard.number.invalid');
    for (let i = 0; i < 5; i++)
      value(
        await bind({ bankCode: 'RDB', accountName: 'Card Owner', accountNumber: `1234567${i}` }),
      );
    expect(
      code(await bind({ bankCode: 'RDB', accountName: 'card  owner', accountNumber: '12345670' })),
    ).toBe('bankcard.limit');
    const m2 = await createMember(t.database.db, 'cards_dup');
    const bind2 = (body: object) => encrypted('PUT', '/wps/member/bankCard', m2.token, body);
    value(await bind2({ bankCode: 'CTB', accountName: 'Dup', accountNumber: '5555-6666' }));
    expect(
      code(await bind2({ bankCode: 'CTB', accountName: 'Dup', accountNumber: '55556666' })),
    ).toBe('bankcard.duplicate');
  });

  it('sets the payment password once and changes it with the old one', async () => {
    const m = await createMember(t.database.db, 'paypw');
    const set = (a: string, b: string) =>
      encrypted('PUT', '/wps/member/paymentPassword', m.token, {
        paymentPassword: a,
        confirmPaymentPassword: b,
      });
    const change = (old: string, a: string, b = a) =>
      encrypted('POST', '/wps/member/paymentPassword', m.token, {
        oldPaymentPassword: old,
        paymentPassword: a,
        confirmPaymentPassword: b,
      });
    expect(code(await change('123456', '654321'))).toBe('payment.password.not.set');
    expect(code(await set('123456', '123457'))).toBe('payment.password.confirm.err');
    value(await set('123456', '123456'));
    expect(code(await set('111111', '111111'))).toBe('payment.password.exists');
    expect(code(await change('123456', '65432'))).toBe('payment.password.rule.err');
    value(await change('123456', '654321'));
    expect(code(await change('123456', '111111'))).toBe('payment.password.invalid');
    value(await change('654321', '111111'));
  });
});

describe('demo payment page', () => {
  it('cancels without credit or message; unknown payments are 404; the page speaks Arabic', async () => {
    const m = await createMember(t.database.db, 'pay_cancel');
    const dep = value<{ id: string; payUrl: string }>(
      await call(
        'POST',
        '/wps/transaction/deposit/pg',
        m.token,
        { amount: '40' },
        { 'idempotency-key': key() },
      ),
    );
    const ar = await t.request({ method: 'GET', url: `${dep.payUrl}?lang=AR` });
    expect(ar.body).toContain('dir="rtl"');
    const cancelled = await t.request({
      method: 'POST',
      url: dep.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect(cancelled.body).toContain('Payment cancelled');
    expect(
      value<{ status: string }>(
        await call('GET', `/wps/report/depositTransaction/${dep.id}`, m.token),
      ).status,
    ).toBe('cancelled');
    expect(value<number>(await call('GET', '/wps/relay/CSP_unreadCount', m.token))).toBe(0);
    expect(
      (await t.request({ method: 'GET', url: '/payment/demo/pay/AAAAAAAAAAAAAAAAAAAAAAAA' }))
        .statusCode,
    ).toBe(404);
    const unknown = await t.request({
      method: 'POST',
      url: '/payment/callback/nobody',
      headers: { 'content-type': 'application/json', 'x-signature': 'ab', 'x-timestamp': '1' },
      payload: {
        paymentId: 'x',
        merchant: 'demo',
        orderId: dep.id,
        amount: '40.00',
        currency: 'USD',
        status: 'paid',
      },
    });
    expect(code(unknown)).toBe('payment.callback.invalid');
  });
});

describe('idempotency and operator keys', () => {
  it('answers 409 while a call with the key still runs, and needs the header', async () => {
    const m = await createMember(t.database.db, 'inflight');
    await t.database.db.execute(
      sql`insert into idempotency_keys (scope, key, operation, request_hash, state, created_at)
          values (${`m:${m.member.id}`}, 'running-key-1', 'createDeposit',
                  encode(sha256(convert_to(${'createDeposit\n' + JSON.stringify({ params: { channel: 'pg' }, body: { amount: '40' } })}, 'UTF8')), 'hex'),
                  'running', now())`,
    );
    const res = await call(
      'POST',
      '/wps/transaction/deposit/pg',
      m.token,
      { amount: '40' },
      { 'idempotency-key': 'running-key-1' },
    );
    expect(res.statusCode).toBe(409);
    expect(code(res)).toBe('idempotency.in.progress');
    expect(
      (await call('POST', '/wps/transaction/deposit/pg', m.token, { amount: '40' })).statusCode,
    ).toBe(400);
    // keys are scoped to the member: another member may use the same key
    const other = await createMember(t.database.db, 'inflight_other');
    expect(
      (
        await call(
          'POST',
          '/wps/transaction/deposit/pg',
          other.token,
          { amount: '40' },
          { 'idempotency-key': 'running-key-1' },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a revoked operator key', async () => {
    const made = await createOperatorKey(t.database.db, merchantId, 'short-lived', Date.now());
    const list = () =>
      call('GET', '/operator/withdrawals', undefined, undefined, { 'x-operator-key': made.key });
    expect((await list()).statusCode).toBe(200);
    expect(await revokeOperatorKey(t.database.db, merchantId, 'short-lived', Date.now())).toBe(1);
    const res = await list();
    expect(res.statusCode).toBe(401);
    expect(code(res)).toBe('operator.key.invalid');
  });
});

describe('deposit limits', () => {
  it('removes a limit only after the cooling-off', async () => {
    const m = await createMember(t.database.db, 'limit_remove');
    value(
      await call('PUT', '/wps/member/depositLimits', m.token, {
        daily: null,
        weekly: '300',
        monthly: null,
      }),
    );
    const pending = value<{
      weekly: { amount: string; pendingAmount: null; pendingEffectiveAt: number };
    }>(
      await call('PUT', '/wps/member/depositLimits', m.token, {
        daily: null,
        weekly: null,
        monthly: null,
      }),
    );
    expect(pending.weekly.amount).toBe('300.00');
    expect(pending.weekly.pendingAmount).toBeNull();
    expect(pending.weekly.pendingEffectiveAt).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(
      code(
        await call('PUT', '/wps/member/depositLimits', m.token, {
          daily: '1e2',
          weekly: '300',
          monthly: null,
        }),
      ),
    ).toBe('amount.format');
  });
});

describe('partly received', () => {
  it('opens a dispute with the amount received; a partial refund returns that part', async () => {
    const m = await createMember(t.database.db, 'partly', { fund: '400.00' });
    const card = value<{ id: number }>(
      await encrypted('PUT', '/wps/member/bankCard', m.token, {
        bankCode: 'HSB',
        accountName: 'Partly',
        accountNumber: '77778888',
      }),
    );
    value(
      await encrypted('PUT', '/wps/member/paymentPassword', m.token, {
        paymentPassword: '135790',
        confirmPaymentPassword: '135790',
      }),
    );
    const enc = encryptPayload(
      { amount: '200.00', bankCardId: card.id, paymentPassword: '135790' },
      modulus,
    );
    const wd = value<{ id: string }>(
      await call('POST', '/wps/transaction/withdraw', m.token, enc.body as object, {
        encryption: enc.encryption,
        'idempotency-key': key(),
      }),
    );
    value(await op('POST', `/operator/withdrawals/${wd.id}/approve`));
    value(await op('POST', `/operator/withdrawals/${wd.id}/disburse`));
    const image = {
      name: 'receipt.png',
      contentType: 'image/png',
      data: (await makePng()).toString('base64'),
    };
    const answer = (body: object) =>
      call('POST', `/wps/transaction/withdraw/${wd.id}/receipt`, m.token, body);
    expect(
      code(await answer({ answer: 'partly_received', receivedAmount: '200.00', images: [image] })),
    ).toBe('amount.out.of.range');
    expect(
      code(
        await answer({
          answer: 'partly_received',
          receivedAmount: '10',
          images: [image, image, image, image],
        }),
      ),
    ).toBe('receipt.image.invalid');
    const disputed = value<{ status: string; receipt: { answer: string; receivedAmount: string } }>(
      await answer({
        answer: 'partly_received',
        receivedAmount: '150',
        comment: 'short by 50',
        images: [image],
      }),
    );
    expect(disputed).toMatchObject({
      status: 'disputed',
      receipt: { answer: 'partly_received', receivedAmount: '150.00' },
    });
    const resolved = value<{
      status: string;
      resolution: { outcome: string; refundAmount: string };
    }>(
      await op('POST', `/operator/withdrawals/${wd.id}/resolve`, {
        outcome: 'refunded',
        refundAmount: '50',
        note: 'bank fee',
      }),
    );
    expect(resolved).toMatchObject({
      status: 'partly_received',
      resolution: { outcome: 'refunded', refundAmount: '50.00' },
    });
    expect(
      value<{ sumBalance: string }>(await call('GET', '/wps/v2/wallets/balance', m.token))
        .sumBalance,
    ).toBe('250.00');
    const { rows } = await t.database.db.execute<{
      action: string;
      before: { status: string };
      after: { status: string };
    }>(
      sql`select action, before, after from operator_audit where target = ${`withdrawal:${wd.id}`} order by id`,
    );
    expect(rows.map((r) => [r.action, r.before.status, r.after.status])).toEqual([
      ['withdrawal.approve', 'pending', 'approved'],
      ['withdrawal.disburse', 'approved', 'disbursed'],
      ['withdrawal.resolve', 'disputed', 'partly_received'],
    ]);
  });

  it('tells an expired payment in the member language', async () => {
    const m = await createMember(t.database.db, 'expired_cn');
    const dep = value<{ expiresAt: number }>(
      await call(
        'POST',
        '/wps/transaction/deposit/pg',
        m.token,
        { amount: '30' },
        { 'idempotency-key': key(), language: 'CN' },
      ),
    );
    await runCashierJobs(t.database.db, dep.expiresAt + 1);
    const inbox = value<{ content: { title: string; content: string }[] }>(
      await call('GET', '/wps/relay/CSP_getInbox', m.token),
    );
    expect(inbox.content[0]).toMatchObject({ title: '存款失败' });
    expect(inbox.content[0]!.content).toContain('支付已超时');
  });
});
