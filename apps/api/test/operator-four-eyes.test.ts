// Four eyes on large withdrawals through the operator API: within the merchant's amount one
// approval does; above it the first approval is recorded (and audited) and leaves the
// withdrawal pending, the same person cannot give the second, someone else can; the rule is
// the owner's to set.
import { encryptPayload } from '@platform/api-client/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { createOperatorKey } from '../src/domain/operators';
import { createMember } from './helpers/members';
import { newSignedInStaff, staffCall, value } from './helpers/staff';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let merchantId: number;
let modulus: string;
beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
  modulus = (await t.request({ method: 'GET', url: '/wps/session/key/rsa', headers: DEMO })).body;
});
afterAll(() => t.close());

let seq = 0;
const key = () => `four-eyes-${++seq}`;

const encrypted = (method: 'PUT' | 'POST', url: string, token: string, payload: object) => {
  const enc = encryptPayload(payload as Record<string, unknown>, modulus);
  return t.request({
    method,
    url,
    headers: {
      ...DEMO,
      authorization: token,
      encryption: enc.encryption,
      'idempotency-key': key(),
    },
    payload: enc.body as object,
  });
};

/** A member with money, a bank card and a payment password, and a pending withdrawal. */
async function pendingWithdrawal(username: string, amount: string): Promise<string> {
  const m = await createMember(t.database.db, username, { fund: '5000.00' });
  const card = value<{ id: number }>(
    await encrypted('PUT', '/wps/member/bankCard', m.token, {
      bankCode: 'CTB',
      accountName: 'Four Eyes',
      accountNumber: '1234 5678 9012',
    }),
  );
  value(
    await encrypted('PUT', '/wps/member/paymentPassword', m.token, {
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    }),
  );
  return value<{ id: string }>(
    await encrypted('POST', '/wps/transaction/withdraw', m.token, {
      amount,
      bankCardId: card.id,
      paymentPassword: '123456',
    }),
  ).id;
}

describe('four eyes', () => {
  it('needs two different approvers above the amount, one within it', async () => {
    const owner = await newSignedInStaff(t, t.database.db, merchantId, 'fe-owner', 'owner');
    const ann = await newSignedInStaff(t, t.database.db, merchantId, 'fe-ann', 'finance');
    const bob = await newSignedInStaff(t, t.database.db, merchantId, 'fe-bob', 'finance');
    const approve = (id: string, token: string) =>
      staffCall(t, 'POST', `/operator/withdrawals/${id}/approve`, token, undefined, {
        'idempotency-key': key(),
      });

    // The seed's rule: above 1,000. Finance may read it; only the owner may change it.
    expect(
      value<{ above: string }>(await staffCall(t, 'GET', '/operator/settings/fourEyes', ann.token)),
    ).toEqual({ above: '1000.00' });
    expect(
      (await staffCall(t, 'PUT', '/operator/settings/fourEyes', ann.token, { above: '1.00' }))
        .statusCode,
    ).toBe(403);
    value(await staffCall(t, 'PUT', '/operator/settings/fourEyes', owner.token, { above: '500' }));

    const small = await pendingWithdrawal('fe_small', '500.00');
    expect(value<{ status: string }>(await approve(small, ann.token)).status).toBe('approved');

    const large = await pendingWithdrawal('fe_large', '500.01');
    const first = value<{
      status: string;
      awaitingSecondApproval: boolean;
      firstApprovedBy: string;
    }>(await approve(large, ann.token));
    expect(first).toMatchObject({
      status: 'pending',
      awaitingSecondApproval: true,
      firstApprovedBy: 'fe-ann',
    });
    const listed = value<{ content: { id: string; firstApprovedBy?: string }[] }>(
      await staffCall(t, 'GET', '/operator/withdrawals?status=pending', ann.token),
    );
    expect(listed.content.find((w) => w.id === large)?.firstApprovedBy).toBe('fe-ann');

    // The first approver cannot give the second approval, by session or by anything else.
    const again = await approve(large, ann.token);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      errorCode: 'withdrawal.four.eyes',
      value: { firstApprovedBy: 'fe-ann' },
    });
    const second = value<{ status: string; firstApprovedBy: string }>(
      await approve(large, bob.token),
    );
    expect(second).toMatchObject({ status: 'approved', firstApprovedBy: 'fe-ann' });

    // A key is a person of its own: the CLI's key and a staff member make two.
    const cli = (await createOperatorKey(t.database.db, merchantId, 'fe-cli', Date.now())).key;
    const third = await pendingWithdrawal('fe_third', '800.00');
    value(
      await staffCall(t, 'POST', `/operator/withdrawals/${third}/approve`, null, undefined, {
        'x-operator-key': cli,
        'idempotency-key': key(),
      }),
    );
    expect(value<{ status: string }>(await approve(third, bob.token)).status).toBe('approved');

    const audit = value<{ content: { actor: string; action: string }[] }>(
      await staffCall(t, 'GET', `/operator/audit?target=withdrawal:${large}`, owner.token),
    );
    expect(audit.content.map((e) => [e.actor, e.action])).toEqual([
      ['fe-bob', 'withdrawal.approve'],
      ['fe-ann', 'withdrawal.approve.first'],
    ]);
  });
});
