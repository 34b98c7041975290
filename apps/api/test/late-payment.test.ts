// A "paid" notification after the payment's time (expiresAt) is never credited by itself:
// it is recorded, and the deposit waits in the operators' pending queue for a credit (once,
// idempotently) or a refusal, whether or not the expiry job has run. Just before the time the
// same notification credits at once.
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { runCashierJobs } from '../src/domain/cashier';
import { createOperatorKey } from '../src/domain/operators';
import { auditLedger } from './helpers/ledger-audit';
import { createMember, signInAs, type TestMember } from './helpers/members';
import { createTestApp, demoCaller, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let now = Date.UTC(2026, 10, 24, 10, 0, 0);
let operatorKey: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  operatorKey = (await createOperatorKey(t.database.db, m!.id, 'tester', now)).key;
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['request']>>;
const call = demoCaller(() => t);
const value = <T = Record<string, unknown>>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as T;
};
let seq = 0;
const newKey = () => `late-key-${++seq}-${now}`;
const op = (method: string, url: string, key: string = newKey(), payload?: object) =>
  call(method, url, undefined, payload, { 'x-operator-key': operatorKey, 'idempotency-key': key });
/** The member's balance, read with a session opened at the current clock. */
const fresh = async (m: TestMember) =>
  (await signInAs(t.database.db, m.member.username, now)).token;
const balance = async (m: TestMember) =>
  value<{ sumBalance: string }>(await call('GET', '/wps/v2/wallets/balance', await fresh(m)))
    .sumBalance;

interface Dep {
  id: string;
  payUrl: string;
  currency: string;
  expiresAt: number;
}
async function onlineDeposit(m: TestMember, amount: string): Promise<Dep> {
  return value<Dep>(
    await call(
      'POST',
      '/wps/transaction/deposit/pg',
      m.token,
      { amount },
      {
        'idempotency-key': newKey(),
      },
    ),
  );
}

/** The provider's correctly signed "paid" notification, sent at the current clock. */
function paid(dep: Dep, amount: string) {
  const raw = JSON.stringify({
    paymentId: dep.payUrl.split('/').pop(),
    merchant: 'demo',
    orderId: dep.id,
    amount,
    currency: dep.currency,
    status: 'paid',
  });
  const ts = Math.floor(now / 1000);
  const signature = createHmac('sha256', 'demo-provider-secret-change-me')
    .update(`${ts}.${raw}`)
    .digest('hex');
  return t.request({
    method: 'POST',
    url: '/payment/callback/demo',
    headers: {
      'content-type': 'application/json',
      'x-signature': signature,
      'x-timestamp': `${ts}`,
    },
    payload: raw,
  });
}

const callbacks = async (id: string) =>
  (
    await t.database.db.execute<{ outcome: string; reason: string | null }>(
      sql`select outcome, reason from payment_callbacks where deposit_id = ${id} order by id`,
    )
  ).rows;

const queued = async (id: string) => {
  const page = value<{ content: { id: string; status: string; latePaidAt: number | null }[] }>(
    await op('GET', '/operator/deposits?status=pending&size=100'),
  );
  return page.content.find((d) => d.id === id);
};

describe('a paid notification at the boundary of the payment time', () => {
  it('one millisecond before expiresAt: credited at once', async () => {
    const m = await createMember(t.database.db, 'late_before', { now });
    const dep = await onlineDeposit(m, '40');
    now = dep.expiresAt - 1;
    expect(value<{ status: string }>(await paid(dep, '40.00')).status).toBe('credited');
    expect(await balance(m)).toBe('40.00');
    expect(await callbacks(dep.id)).toEqual([{ outcome: 'applied', reason: null }]);
  });

  it('at expiresAt, before the expiry job: recorded, not credited, in the queue; the operator credits once', async () => {
    const m = await createMember(t.database.db, 'late_at', { now });
    const dep = await onlineDeposit(m, '55');
    now = dep.expiresAt;
    expect(value<{ status: string }>(await paid(dep, '55.00')).status).toBe('pending');
    expect(await balance(m)).toBe('0.00');
    expect(await callbacks(dep.id)).toEqual([
      { outcome: 'review', reason: 'paid after expiry: awaiting an operator' },
    ]);
    expect(await queued(dep.id)).toMatchObject({ status: 'pending', latePaidAt: dep.expiresAt });

    // The expiry job leaves it to the operator; a repeated notification changes nothing.
    now = dep.expiresAt + 10 * 60_000;
    await runCashierJobs(t.database.db, now);
    expect(value<{ status: string }>(await paid(dep, '55.00')).status).toBe('pending');
    expect(await balance(m)).toBe('0.00');
    expect((await callbacks(dep.id)).map((c) => c.outcome)).toEqual(['review', 'repeated']);
    expect(await queued(dep.id)).toMatchObject({ status: 'pending' });

    // The operator's credit: once; its replay answers the same; another key finds it done.
    const key = newKey();
    const confirmed = value<{ status: string }>(
      await op('POST', `/operator/deposits/${dep.id}/confirm`, key),
    );
    expect(confirmed.status).toBe('credited');
    const replay = await op('POST', `/operator/deposits/${dep.id}/confirm`, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replay']).toBe('true');
    const again = await op('POST', `/operator/deposits/${dep.id}/confirm`);
    expect(again.statusCode).toBe(409);
    expect(json(again).errorCode).toBe('transaction.state.invalid');
    expect(await balance(m)).toBe('55.00');
    expect(await queued(dep.id)).toBeUndefined();
  });

  it('after expiresAt, once the job has expired it: back in the queue, the operator refuses', async () => {
    const m = await createMember(t.database.db, 'late_after', { now });
    const dep = await onlineDeposit(m, '70');
    now = dep.expiresAt + 60_000;
    await runCashierJobs(t.database.db, now);
    const expired = value<{ status: string }>(
      await call('GET', `/wps/report/depositTransaction/${dep.id}`, await fresh(m)),
    );
    expect(expired.status).toBe('expired');

    expect(value<{ status: string }>(await paid(dep, '70.00')).status).toBe('pending');
    expect(await balance(m)).toBe('0.00');
    expect(await queued(dep.id)).toMatchObject({ latePaidAt: now });
    const rejected = value<{ status: string }>(
      await op('POST', `/operator/deposits/${dep.id}/reject`, newKey(), {
        reason: 'paid late: refunded by the provider',
      }),
    );
    expect(rejected.status).toBe('failed');
    expect(await balance(m)).toBe('0.00');
    expect(await auditLedger(t.database.db)).toMatchObject({
      total: 0n,
      unbalanced: 0,
      drifted: 0,
      negative: 0,
    });
  });

  it('an online payment not paid late is still not the operator’s to credit', async () => {
    const m = await createMember(t.database.db, 'late_none', { now });
    const dep = await onlineDeposit(m, '25');
    const res = await op('POST', `/operator/deposits/${dep.id}/confirm`);
    expect(res.statusCode).toBe(409);
    expect(await balance(m)).toBe('0.00');
  });
});
