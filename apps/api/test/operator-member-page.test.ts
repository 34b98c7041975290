// A member's page in the operator console through the HTTP API: the search by sign-in address
// and by agent, the page's balance, agent and security set-up, ledger and bets, limits, play
// breaks and sign-ins, staff notes, and the resets of two-factor and of the payment password
// (audited, the member told in the inbox in the member's language); another merchant's member
// is a 404 on every call.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPasswords } from '../src/db/schema/cashier';
import { members } from '../src/db/schema/members';
import { merchants } from '../src/db/schema/merchants';
import { memberLimits, playBreaks } from '../src/db/schema/responsible-gaming';
import { signIns } from '../src/db/schema/sessions';
import { createOperatorKey } from '../src/domain/operators';
import { createMember, signInAs } from './helpers/members';
import { newSignedInStaff, type SignedInStaff, staffCall, value } from './helpers/staff';
import { createTestApp, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let merchantId: number;
let support: SignedInStaff;
let finance: SignedInStaff;
let reader: SignedInStaff;
const now = Date.now();

const call = (method: string, url: string, who: SignedInStaff, payload?: object) =>
  staffCall(t, method, url, who.token, payload, { 'idempotency-key': crypto.randomUUID() });

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
  support = await newSignedInStaff(t, t.database.db, merchantId, 'page-support', 'support', now);
  finance = await newSignedInStaff(t, t.database.db, merchantId, 'page-finance', 'finance', now);
  reader = await newSignedInStaff(t, t.database.db, merchantId, 'page-reader', 'read-only', now);
});
afterAll(() => t.close());

type Page<T> = { content: T[]; totalElements: number };
const accounts = (page: Page<{ account: string }>) => page.content.map((m) => m.account).sort();

describe('the member search', () => {
  it('finds members by sign-in address (exact or prefix) and by the agent they joined under', async () => {
    const agent = await createMember(t.database.db, 'pgagent01', { type: 1, now });
    const one = await createMember(t.database.db, 'pgdown01', { parentId: agent.member.id, now });
    await createMember(t.database.db, 'pgdown02', { parentId: agent.member.id, now });
    await createMember(t.database.db, 'pgloner01', { now });
    // Where the member signed in from (the history: sign_ins).
    await t.database.db
      .update(signIns)
      .set({ ip: '203.0.113.77', userAgent: 'Mozilla/5.0 (iPhone)' })
      .where(eq(signIns.memberId, one.member.id));

    const byIp = value<Page<{ account: string }>>(
      await call('GET', '/operator/members?ip=203.0.113.77', reader),
    );
    expect(accounts(byIp)).toEqual(['pgdown01']);
    const byPrefix = value<Page<{ account: string }>>(
      await call('GET', `/operator/members?ip=${encodeURIComponent('203.0.113.*')}`, reader),
    );
    expect(accounts(byPrefix)).toEqual(['pgdown01']);
    const byOtherIp = value<Page<{ account: string }>>(
      await call('GET', '/operator/members?ip=203.0.113.7', reader),
    );
    expect(byOtherIp.totalElements).toBe(0);

    const byAgent = value<Page<{ account: string }>>(
      await call('GET', '/operator/members?agent=PGAGENT01', reader),
    );
    expect(accounts(byAgent)).toEqual(['pgdown01', 'pgdown02']);
    // Filters combine: the agent's downline that signed in from the address.
    const both = value<Page<{ account: string }>>(
      await call('GET', '/operator/members?agent=pgagent01&ip=203.0.113.77&q=pgdown', reader),
    );
    expect(accounts(both)).toEqual(['pgdown01']);
  });
});

describe("a member's page", () => {
  it('shows balance, agent, security set-up, ledger, bets, limits, breaks and sign-ins', async () => {
    const agent = await createMember(t.database.db, 'pgagent02', { type: 1, now });
    const { member } = await createMember(t.database.db, 'pgfull01', {
      parentId: agent.member.id,
      fund: '125.50',
      now,
    });
    await t.database.db
      .update(signIns)
      .set({ ip: '198.51.100.9', userAgent: 'Mozilla/5.0 (Android)' })
      .where(eq(signIns.memberId, member.id));
    await t.database.db.insert(memberLimits).values({
      memberId: member.id,
      kind: 'deposit',
      period: 'daily',
      amount: 5000n,
    });
    await t.database.db.insert(playBreaks).values({
      memberId: member.id,
      kind: 'timeout',
      duration: '24h',
      startsAt: new Date(now - 3_600_000),
      endsAt: new Date(now + 3_600_000),
    });

    const page = value<Record<string, unknown>>(
      await call('GET', '/operator/members/pgfull01', reader),
    );
    expect(page).toMatchObject({
      account: 'pgfull01',
      balance: '125.50',
      agent: 'pgagent02',
      twoFactor: false,
      paymentPassword: false,
    });

    const ledger = value<{ list: { amount: string; kind: string }[]; total: number }>(
      await call('GET', '/operator/members/pgfull01/ledger?pageSize=10', reader),
    );
    expect(ledger.total).toBe(1);
    expect(ledger.list[0]).toMatchObject({ amount: '125.50' });
    const bets = value<{ list: unknown[]; total: number }>(
      await call('GET', '/operator/members/pgfull01/bets', reader),
    );
    expect(bets.total).toBe(0);

    const safety = value<{
      limits: unknown[];
      breaks: unknown[];
      signIns: { ip: string; device: string; method: string }[];
    }>(await call('GET', '/operator/members/pgfull01/safety', reader));
    expect(safety.limits).toEqual([
      { kind: 'deposit', period: 'daily', amount: '50.00', pendingAmount: null, pendingAt: null },
    ]);
    expect(safety.breaks).toEqual([expect.objectContaining({ kind: 'timeout', duration: '24h' })]);
    expect(safety.signIns).toEqual([
      expect.objectContaining({
        ip: '198.51.100.9',
        device: 'Mozilla/5.0 (Android)',
        method: 'password',
      }),
    ]);
  });

  it('adds staff notes (audited), lists them newest first, and refuses an empty one', async () => {
    await createMember(t.database.db, 'pgnotes01', { now });
    const first = value<{ id: number; author: string; text: string }>(
      await call('POST', '/operator/members/pgnotes01/notes', support, {
        text: '  Called about a bonus ',
      }),
    );
    expect(first).toMatchObject({ author: 'page-support', text: 'Called about a bonus' });
    value(
      await call('POST', '/operator/members/pgnotes01/notes', finance, { text: 'Paid by bank' }),
    );
    const blank = await call('POST', '/operator/members/pgnotes01/notes', support, { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(json(blank).success).toBe(false);

    const notes = value<Page<{ author: string; text: string }>>(
      await call('GET', '/operator/members/pgnotes01/notes?size=1', reader),
    );
    expect(notes.totalElements).toBe(2);
    expect(notes.content).toEqual([
      expect.objectContaining({ author: 'page-finance', text: 'Paid by bank' }),
    ]);
    // The read-only role reads the notes but writes none.
    const refused = await call('POST', '/operator/members/pgnotes01/notes', reader, { text: 'x' });
    expect(refused.statusCode).toBe(403);

    const owner = await newSignedInStaff(t, t.database.db, merchantId, 'page-owner', 'owner', now);
    const audit = value<Page<{ actor: string; action: string; after: unknown }>>(
      await call('GET', '/operator/audit?target=member:pgnotes01&action=member.note', owner),
    );
    expect(audit.content.map((e) => e.actor)).toEqual(['page-finance', 'page-support']);
    expect(audit.content[1]!.after).toEqual({ note: first.id, text: 'Called about a bonus' });
  });

  it('resets two-factor (sessions end) and the payment password; audited; the member is told in their language', async () => {
    const { member, token } = await createMember(t.database.db, 'pgreset01', { now });
    await t.database.db
      .update(members)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXP', language: 'DE' })
      .where(eq(members.id, member.id));
    await t.database.db
      .insert(paymentPasswords)
      .values({ memberId: member.id, hash: 'x', updatedAt: new Date(now) });
    expect(
      value<{ twoFactor: boolean; paymentPassword: boolean }>(
        await call('GET', '/operator/members/pgreset01', reader),
      ),
    ).toMatchObject({ twoFactor: true, paymentPassword: true });

    // Finance may not reset anything; support may.
    const refused = await call('POST', '/operator/members/pgreset01/twoFactor/reset', finance, {
      reason: 'x',
    });
    expect(refused.statusCode).toBe(403);
    const afterTwoFactor = value<{ twoFactor: boolean; paymentPassword: boolean }>(
      await call('POST', '/operator/members/pgreset01/twoFactor/reset', support, {
        reason: 'lost phone',
      }),
    );
    expect(afterTwoFactor).toMatchObject({ twoFactor: false, paymentPassword: true });
    // The member's open session ended with the reset.
    const play = await t.request({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: { merchant: 'demo', authorization: token },
    });
    expect(play.statusCode).toBe(401);

    const afterPayment = value<{ paymentPassword: boolean }>(
      await call('POST', '/operator/members/pgreset01/paymentPassword/reset', support, {
        reason: 'forgotten',
      }),
    );
    expect(afterPayment.paymentPassword).toBe(false);

    const owner = await newSignedInStaff(t, t.database.db, merchantId, 'reset-owner', 'owner', now);
    const audit = value<Page<{ action: string; before: unknown; after: unknown }>>(
      await call('GET', '/operator/audit?target=member:pgreset01', owner),
    );
    expect(audit.content.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      {
        action: 'member.reset_payment_password',
        before: { paymentPassword: true },
        after: { paymentPassword: false, reason: 'forgotten' },
      },
      {
        action: 'member.reset_two_factor',
        before: { twoFactor: true },
        after: { twoFactor: false, reason: 'lost phone' },
      },
    ]);

    // The member reads both in the inbox, in German (the member's language).
    const { token: fresh } = await signInAs(t.database.db, 'pgreset01', now);
    const inbox = value<{ content: { title: string }[] }>(
      await t.request({
        method: 'GET',
        url: '/wps/relay/CSP_getInbox',
        headers: { merchant: 'demo', authorization: fresh },
      }),
    );
    expect(inbox.content.map((m) => m.title).sort()).toEqual([
      'Zahlungspasswort zurückgesetzt',
      'Zwei-Faktor-Anmeldung zurückgesetzt',
    ]);
  });
});

describe("another merchant's member", () => {
  it('is a 404 on every call of the page', async () => {
    const [other] = await t.database.db
      .insert(merchants)
      .values({
        code: 'otherpage',
        name: 'Other',
        currency: 'USD',
        currencySymbol: '$',
        settings: {},
      })
      .returning();
    const { key } = await createOperatorKey(t.database.db, other!.id, 'page-key', now);
    await createMember(t.database.db, 'pgdemoonly', { now });
    const asOther = (method: string, url: string, payload?: object) =>
      t.request({
        method,
        url,
        headers: {
          merchant: 'otherpage',
          'x-operator-key': key,
          'idempotency-key': crypto.randomUUID(),
        },
        ...(payload ? { payload } : {}),
      });
    const base = '/operator/members/pgdemoonly';
    const answers = [
      await asOther('GET', base),
      await asOther('GET', `${base}/ledger`),
      await asOther('GET', `${base}/bets`),
      await asOther('GET', `${base}/safety`),
      await asOther('GET', `${base}/notes`),
      await asOther('POST', `${base}/notes`, { text: 'x' }),
      await asOther('POST', `${base}/twoFactor/reset`, { reason: 'x' }),
      await asOther('POST', `${base}/paymentPassword/reset`, { reason: 'x' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(404));
    const search = await asOther('GET', '/operator/members?q=pgdemoonly');
    expect((json(search).value as { totalElements: number }).totalElements).toBe(0);
  });
});
