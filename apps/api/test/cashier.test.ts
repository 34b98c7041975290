// The cashier end to end through the HTTP API (every response checked against the contract):
// online deposit through the demo provider and its signed callback, bank transfer confirmed by
// an operator, deposit limits, bank cards, payment password, withdrawal with approval,
// disbursement and receipt confirmation, disputes, idempotency keys, messages, trial refusal.
import { createHmac } from 'node:crypto';
import { encryptPayload } from '@platform/api-client/crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalProofs } from '../src/db/schema/cashier';
import { merchants } from '../src/db/schema/merchants';
import { runCashierJobs } from '../src/domain/cashier';
import { createOperatorKey } from '../src/domain/operators';
import { declaredPng, jpegWithGps } from './helpers/images';
import { auditLedger } from './helpers/ledger-audit';
import { createMember, type TestMember } from './helpers/members';
import { createTestApp, DEMO, demoCaller, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let operatorKey: string;
let modulus: string;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
  operatorKey = (await createOperatorKey(t.database.db, merchantId, 'tester', Date.now())).key;
  modulus = (await t.request({ method: 'GET', url: '/wps/session/key/rsa', headers: DEMO })).body;
});
afterAll(() => t.close());

let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${++keySeq}`;
type Res = Awaited<ReturnType<TestApp['request']>>;

const call = demoCaller(() => t);

const encrypted = (
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  payload: object,
  headers: Record<string, string> = {},
) => {
  const enc = encryptPayload(payload as Record<string, unknown>, modulus);
  return call(method, url, token, enc.body as object, { ...headers, encryption: enc.encryption });
};

const value = <T = Record<string, unknown>>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as T;
};
const code = (res: Res) => json(res).errorCode;

const op = (method: string, url: string, payload?: object, key: string | null = newKey()) =>
  call(method, url, undefined, payload, {
    'x-operator-key': operatorKey,
    ...(key ? { 'idempotency-key': key } : {}),
  });

const balance = async (m: TestMember) =>
  value<{ sumBalance: string }>(await call('GET', '/wps/v2/wallets/balance', m.token)).sumBalance;

const deposit = (m: TestMember, channel: string, body: object, key = newKey()) =>
  call('POST', `/wps/transaction/deposit/${channel}`, m.token, body, { 'idempotency-key': key });

function signedCallback(
  body: object,
  secret = 'demo-provider-secret-change-me',
  ts = Math.floor(Date.now() / 1000),
) {
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', secret).update(`${ts}.${raw}`).digest('hex');
  return t.request({
    method: 'POST',
    url: '/payment/callback/demo',
    headers: {
      'content-type': 'application/json',
      'x-signature': signature,
      'x-timestamp': String(ts),
    },
    payload: raw,
  });
}

describe('online deposit through the demo provider', () => {
  it('answers a hosted page; paying there credits once and writes a message', async () => {
    const m = await createMember(t.database.db, 'dep_online', { now: Date.now() });
    const settings = value<{ channels: { code: string }[] }>(
      await call('GET', '/wps/relay/MCSFE_getDepositSettings', m.token),
    );
    expect(settings.channels.map((c) => c.code)).toEqual(['pg', 'bank']);
    const dep = value<{ id: string; payUrl: string; status: string }>(
      await deposit(m, 'pg', { amount: '150.50' }),
    );
    expect(dep.status).toBe('pending');
    const page = await t.request({ method: 'GET', url: dep.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('150.50');
    const paid = await t.request({
      method: 'POST',
      url: dep.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&lang=EN',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment done');
    expect(await balance(m)).toBe('150.50');
    // a repeated page submit changes nothing
    await t.request({
      method: 'POST',
      url: dep.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(await balance(m)).toBe('150.50');
    const detail = value<{ status: string; payUrl: null }>(
      await call('GET', `/wps/report/depositTransaction/${dep.id}`, m.token),
    );
    expect(detail.status).toBe('credited');
    expect(detail.payUrl).toBeNull();
    expect(value<number>(await call('GET', '/wps/relay/CSP_unreadCount', m.token))).toBe(1);
    const info = value<{ unreadMessage: number }>(await call('GET', '/wps/member/info', m.token));
    expect(info.unreadMessage).toBe(1);
    const inbox = value<{ content: { id: number; type: string; read: boolean }[] }>(
      await call('GET', '/wps/relay/CSP_getInbox?page=1&size=10', m.token),
    );
    expect(inbox.content[0]).toMatchObject({ type: 'deposit_credited', read: false });
    const opened = value<{ read: boolean }>(
      await call('GET', `/wps/message/inbox/${inbox.content[0]!.id}`, m.token),
    );
    expect(opened.read).toBe(true);
    expect(value<number>(await call('GET', '/wps/relay/CSP_unreadCount', m.token))).toBe(0);
  });

  it('verifies callbacks: repeat is 200 with no change; bad signature, old timestamp or another amount credit nothing', async () => {
    const m = await createMember(t.database.db, 'dep_callback');
    const dep = value<{ id: string; payUrl: string }>(await deposit(m, 'pg', { amount: '20' }));
    const paymentId = dep.payUrl.split('/').pop()!;
    const body = {
      paymentId,
      merchant: 'demo',
      orderId: dep.id,
      amount: '20.00',
      currency: 'USD',
      status: 'paid',
    };
    expect(code(await signedCallback(body, 'wrong-secret'))).toBe('payment.callback.invalid');
    expect(code(await signedCallback({ ...body, amount: '2000.00' }))).toBe(
      'payment.callback.invalid',
    );
    expect(code(await signedCallback(body, undefined, Math.floor(Date.now() / 1000) - 3600))).toBe(
      'payment.callback.invalid',
    );
    expect(await balance(m)).toBe('0.00');
    expect(value<{ status: string }>(await signedCallback(body)).status).toBe('credited');
    expect(value<{ status: string }>(await signedCallback(body)).status).toBe('credited');
    expect(await balance(m)).toBe('20.00');
    const { rows } = await t.database.db.execute<{ outcome: string; n: number }>(
      sql`select outcome, count(*)::int as n from payment_callbacks where deposit_id = ${dep.id} or (deposit_id is null and body like ${`%${dep.id}%`}) group by outcome order by outcome`,
    );
    expect(rows).toEqual([
      { outcome: 'applied', n: 1 },
      { outcome: 'refused', n: 3 },
      { outcome: 'repeated', n: 1 },
    ]);
  });

  it('refuses bad amounts each with its own code and keeps nothing', async () => {
    const m = await createMember(t.database.db, 'dep_bad');
    const cases: [string, string][] = [
      ['0', 'amount.zero'],
      ['0.00', 'amount.zero'],
      ['-5', 'amount.negative'],
      ['10.123', 'amount.decimals'],
      ['1e3', 'amount.format'],
      ['abc', 'amount.format'],
      ['5', 'amount.out.of.range'],
      ['50001', 'amount.out.of.range'],
    ];
    for (const [amount, expected] of cases) {
      const res = await deposit(m, 'pg', { amount });
      expect(res.statusCode, amount).toBe(400);
      expect(code(res), amount).toBe(expected);
    }
    expect(code(await deposit(m, 'nope', { amount: '100' }))).toBe('deposit.channel.invalid');
    expect(code(await deposit(m, 'bank', { amount: '100' }))).toBe('deposit.fields.required');
  });

  it('expires pending online payments after the configured time', async () => {
    const m = await createMember(t.database.db, 'dep_expire');
    const dep = value<{ id: string; payUrl: string; expiresAt: number }>(
      await deposit(m, 'pg', { amount: '30' }),
    );
    await runCashierJobs(t.database.db, dep.expiresAt + 1000);
    const detail = value<{ status: string }>(
      await call('GET', `/wps/report/depositTransaction/${dep.id}`, m.token),
    );
    expect(detail.status).toBe('expired');
  });
});

describe('bank transfer and operators', () => {
  it('stays pending until an operator confirms it; the audit log records it', async () => {
    const m = await createMember(t.database.db, 'dep_bank');
    const dep = value<{ id: string; status: string }>(
      await deposit(m, 'bank', {
        amount: '500',
        bankAccountId: 1,
        depositorName: 'Ann Lee',
        reference: 'REF1',
      }),
    );
    expect(dep.status).toBe('pending');
    expect((await op('GET', '/operator/deposits?status=pending', undefined, null)).statusCode).toBe(
      200,
    );
    expect(
      (
        await call('GET', '/operator/deposits', undefined, undefined, {
          'x-operator-key': 'opk_wrong',
        })
      ).statusCode,
    ).toBe(401);
    const key = newKey();
    const confirmed = value<{ status: string }>(
      await op('POST', `/operator/deposits/${dep.id}/confirm`, undefined, key),
    );
    expect(confirmed.status).toBe('credited');
    const replay = await op('POST', `/operator/deposits/${dep.id}/confirm`, undefined, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect((await op('POST', `/operator/deposits/${dep.id}/confirm`)).statusCode).toBe(409);
    expect(await balance(m)).toBe('500.00');
    const { rows } = await t.database.db.execute<{ action: string; operator_name: string }>(
      sql`select action, operator_name from operator_audit where target = ${`deposit:${dep.id}`}`,
    );
    expect(rows).toEqual([{ action: 'deposit.confirm', operator_name: 'tester' }]);
  });

  it('adjusts a balance with a reason against the adjustments account', async () => {
    const m = await createMember(t.database.db, 'adjust_me');
    const res = value<{ balance: string }>(
      await op('POST', '/operator/adjustments', {
        account: 'adjust_me',
        amount: '12.34',
        reason: 'goodwill',
      }),
    );
    expect(res.balance).toBe('12.34');
    expect(
      code(
        await op('POST', '/operator/adjustments', {
          account: 'adjust_me',
          amount: '-100',
          reason: 'x',
        }),
      ),
    ).toBe('account.balance.not.enough');
    expect(await balance(m)).toBe('12.34');
  });
});

describe('deposit limits', () => {
  it('lowers at once, raises after 24 h, and refuses a deposit past the limit saying what is left', async () => {
    const m = await createMember(t.database.db, 'limits');
    let limits = value<{ daily: { amount: string; left: string } }>(
      await call('PUT', '/wps/member/depositLimits', m.token, {
        daily: '100',
        weekly: null,
        monthly: null,
      }),
    );
    expect(limits.daily).toMatchObject({ amount: '100.00', left: '100.00' });
    value(await deposit(m, 'pg', { amount: '60' }));
    const over = await deposit(m, 'pg', { amount: '50' });
    expect(code(over)).toBe('deposit.limit.exceeded');
    expect(json(over).value).toEqual({ period: 'daily', left: '40.00' });
    limits = value(
      await call('PUT', '/wps/member/depositLimits', m.token, {
        daily: '500',
        weekly: null,
        monthly: null,
      }),
    );
    expect(limits.daily).toMatchObject({ amount: '100.00', pendingAmount: '500.00' });
  });
});

describe('withdrawal', () => {
  it('binds a card, sets a payment password, withdraws, is approved, disbursed and confirmed', async () => {
    const m = await createMember(t.database.db, 'wd_member', { fund: '1000.00' });
    const banks = value<{ code: string }[]>(
      await call('GET', '/wps/system/withdrawBanks', m.token),
    );
    const card = value<{ id: number; accountNumber: string }>(
      await encrypted('PUT', '/wps/member/bankCard', m.token, {
        bankCode: banks[0]!.code,
        accountName: 'Wd Member',
        accountNumber: '1234 5678 9012',
      }),
    );
    expect(card.accountNumber).toBe('**** **** 9012');
    expect(
      code(
        await encrypted('PUT', '/wps/member/bankCard', m.token, {
          bankCode: banks[0]!.code,
          accountName: 'Somebody Else',
          accountNumber: '99999999',
        }),
      ),
    ).toBe('bankcard.name.mismatch');
    expect(value<boolean>(await call('GET', '/wps/member/hasWithdrawalPassword', m.token))).toBe(
      false,
    );
    expect(
      code(
        await encrypted('PUT', '/wps/member/paymentPassword', m.token, {
          paymentPassword: '12ab',
          confirmPaymentPassword: '12ab',
        }),
      ),
    ).toBe('payment.password.rule.err');
    value(
      await encrypted('PUT', '/wps/member/paymentPassword', m.token, {
        paymentPassword: '123456',
        confirmPaymentPassword: '123456',
      }),
    );
    expect(value<boolean>(await call('GET', '/wps/member/hasWithdrawalPassword', m.token))).toBe(
      true,
    );

    const withdraw = (body: object, key = newKey()) =>
      encrypted('POST', '/wps/transaction/withdraw', m.token, body, { 'idempotency-key': key });
    expect(
      code(await withdraw({ amount: '2000', bankCardId: card.id, paymentPassword: '123456' })),
    ).toBe('account.balance.not.enough');
    expect(
      code(await withdraw({ amount: '100', bankCardId: card.id, paymentPassword: '000000' })),
    ).toBe('payment.password.invalid');
    const key = newKey();
    const wd = value<{ id: string; status: string }>(
      await withdraw({ amount: '300', bankCardId: card.id, paymentPassword: '123456' }, key),
    );
    expect(wd.status).toBe('pending');
    expect(await balance(m)).toBe('700.00');
    // the same key and body: the stored answer, no second withdrawal
    const replay = await withdraw(
      { amount: '300', bankCardId: card.id, paymentPassword: '123456' },
      key,
    );
    expect(value<{ id: string }>(replay).id).toBe(wd.id);
    expect(await balance(m)).toBe('700.00');
    const reused = await withdraw(
      { amount: '301', bankCardId: card.id, paymentPassword: '123456' },
      key,
    );
    expect(reused.statusCode).toBe(422);
    expect(code(reused)).toBe('idempotency.key.reused');

    expect(
      value<{ status: string }>(await op('POST', `/operator/withdrawals/${wd.id}/approve`)).status,
    ).toBe('approved');
    expect(
      value<{ status: string }>(await op('POST', `/operator/withdrawals/${wd.id}/disburse`)).status,
    ).toBe('disbursed');
    const done = value<{ status: string; receipt: { answer: string } }>(
      await call('POST', `/wps/transaction/withdraw/${wd.id}/receipt`, m.token, {
        answer: 'received',
      }),
    );
    expect(done).toMatchObject({ status: 'received', receipt: { answer: 'received' } });
    expect(
      (
        await call('POST', `/wps/transaction/withdraw/${wd.id}/receipt`, m.token, {
          answer: 'received',
        })
      ).statusCode,
    ).toBe(409);
    const inbox = value<{ content: { type: string }[] }>(
      await call('GET', '/wps/relay/CSP_getInbox', m.token),
    );
    expect(inbox.content.map((c) => c.type)).toContain('withdrawal_approved');

    // rejected: the money comes back
    const wd2 = value<{ id: string }>(
      await withdraw({ amount: '200', bankCardId: card.id, paymentPassword: '123456' }),
    );
    expect(await balance(m)).toBe('500.00');
    expect(
      value<{ status: string }>(
        await op('POST', `/operator/withdrawals/${wd2.id}/reject`, { reason: 'checks' }),
      ).status,
    ).toBe('rejected');
    expect(await balance(m)).toBe('700.00');

    // not received with proof opens a dispute; a refund resolves it
    const wd3 = value<{ id: string }>(
      await withdraw({ amount: '100', bankCardId: card.id, paymentPassword: '123456' }),
    );
    value(await op('POST', `/operator/withdrawals/${wd3.id}/approve`));
    value(await op('POST', `/operator/withdrawals/${wd3.id}/disburse`));
    expect(
      code(
        await call('POST', `/wps/transaction/withdraw/${wd3.id}/receipt`, m.token, {
          answer: 'not_received',
        }),
      ),
    ).toBe('receipt.proof.required');
    const fake = {
      name: 'proof.png',
      contentType: 'image/png',
      data: Buffer.from('not an image').toString('base64'),
    };
    expect(
      code(
        await call('POST', `/wps/transaction/withdraw/${wd3.id}/receipt`, m.token, {
          answer: 'not_received',
          images: [fake],
        }),
      ),
    ).toBe('receipt.image.invalid');
    // A tiny PNG declaring 100,000 x 100,000 pixels: refused from its header, nothing kept.
    const bomb = await call('POST', `/wps/transaction/withdraw/${wd3.id}/receipt`, m.token, {
      answer: 'not_received',
      images: [
        {
          name: 'bomb.png',
          contentType: 'image/png',
          data: declaredPng(1e5, 1e5).toString('base64'),
        },
      ],
    });
    expect(bomb.statusCode).toBe(400);
    expect(code(bomb)).toBe('image.pixels.too.many');
    const photo = await jpegWithGps();
    const disputed = value<{ status: string; receipt: { imageCount: number } }>(
      await call('POST', `/wps/transaction/withdraw/${wd3.id}/receipt`, m.token, {
        answer: 'not_received',
        images: [{ name: 'x.jpg', contentType: 'image/jpeg', data: photo.toString('base64') }],
      }),
    );
    expect(disputed).toMatchObject({ status: 'disputed', receipt: { imageCount: 1 } });
    // Stored re-encoded: the photo's EXIF (camera, GPS position) is gone.
    const proofs = await t.database.db
      .select()
      .from(withdrawalProofs)
      .where(eq(withdrawalProofs.withdrawalId, wd3.id));
    expect(proofs.map((p) => p.contentType)).toEqual(['image/jpeg']);
    const stored = await sharp(proofs[0]!.data).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual([
      'jpeg',
      80,
      60,
      undefined,
    ]);
    const disputes = value<{ content: { id: string }[] }>(
      await op('GET', '/operator/withdrawals?status=disputed', undefined, null),
    );
    expect(disputes.content.map((d) => d.id)).toContain(wd3.id);
    expect(
      value<{ status: string }>(
        await op('POST', `/operator/withdrawals/${wd3.id}/resolve`, {
          outcome: 'refunded',
          note: 'bank bounced',
        }),
      ).status,
    ).toBe('not_received');
    expect(await balance(m)).toBe('700.00');
    const audit = await auditLedger(t.database.db);
    expect(audit).toMatchObject({ total: 0n, unbalanced: 0, drifted: 0, negative: 0 });
  });

  it('counts receipt as received when the member does not answer in time', async () => {
    const m = await createMember(t.database.db, 'wd_auto', { fund: '500.00' });
    const card = value<{ id: number }>(
      await encrypted('PUT', '/wps/member/bankCard', m.token, {
        bankCode: 'RDB',
        accountName: 'Auto',
        accountNumber: '11112222',
      }),
    );
    value(
      await encrypted('PUT', '/wps/member/paymentPassword', m.token, {
        paymentPassword: '654321',
        confirmPaymentPassword: '654321',
      }),
    );
    const wd = value<{ id: string }>(
      await encrypted(
        'POST',
        '/wps/transaction/withdraw',
        m.token,
        { amount: '100', bankCardId: card.id, paymentPassword: '654321' },
        { 'idempotency-key': newKey() },
      ),
    );
    value(await op('POST', `/operator/withdrawals/${wd.id}/approve`));
    const disbursed = value<{ confirmBy: number }>(
      await op('POST', `/operator/withdrawals/${wd.id}/disburse`),
    );
    const result = await runCashierJobs(t.database.db, disbursed.confirmBy + 1);
    expect(result.ran).toBe(true);
    const after = value<{ status: string; receipt: { automatic: boolean } }>(
      await call('GET', `/wps/report/withdrawTransaction/${wd.id}`, m.token),
    );
    expect(after).toMatchObject({ status: 'received', receipt: { automatic: true } });
  });

  it('locks the payment password after repeated wrong answers', async () => {
    const m = await createMember(t.database.db, 'wd_lock', { fund: '500.00' });
    value(
      await encrypted('PUT', '/wps/member/paymentPassword', m.token, {
        paymentPassword: '111111',
        confirmPaymentPassword: '111111',
      }),
    );
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        code(
          await encrypted('POST', '/wps/member/paymentPassword', m.token, {
            oldPaymentPassword: '999999',
            paymentPassword: '222222',
            confirmPaymentPassword: '222222',
          }),
        ),
      );
    }
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('payment.password.invalid'));
    expect(codes.slice(4)).toEqual(['payment.password.locked', 'payment.password.locked']);
  });
});

describe('trial accounts', () => {
  it('are refused on every cashier action with in_need_true_account', async () => {
    const trial = await createMember(t.database.db, 'trial_cashier', { type: 4 });
    for (const [method, url] of [
      ['GET', '/wps/relay/MCSFE_getDepositSettings'],
      ['GET', '/wps/relay/MCSFE_getWithdrawSettings'],
      ['GET', '/wps/member/bankCard'],
      ['GET', '/wps/relay/CSP_unreadCount'],
      ['GET', '/wps/member/depositLimits'],
    ] as const) {
      expect(code(await call(method, url, trial.token)), url).toBe('in_need_true_account');
    }
    expect(code(await deposit(trial, 'pg', { amount: '100' }))).toBe('in_need_true_account');
    expect(
      value<{ unreadMessage: number }>(await call('GET', '/wps/member/info', trial.token))
        .unreadMessage,
    ).toBe(0);
  });
});
