// Staff of the operator console through the HTTP API: two-step sign-in with enrolment and
// recovery codes, sessions that end, brute force that slows the attacker's source but never
// locks the owner out, staff locks and the owner's unlock, members locked and refused, the
// audit log with who, from where, before and after, and other merchants' data unseen.
import { encryptPayload } from '@platform/api-client/crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/members';
import { merchants } from '../src/db/schema/merchants';
import {
  createOperatorKey,
  createStaffUser,
  STAFF_IDLE_MS,
  unlockStaff,
} from '../src/domain/operators';
import { totpAt } from '../src/domain/sign-in';
import { createMember } from './helpers/members';
import { newSignedInStaff, STAFF_PASSWORD, staffCall, value } from './helpers/staff';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let merchantId: number;
let now = Date.now();
beforeAll(async () => {
  t = await createTestApp({ clock: () => now, demoTeam: true });
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
});
afterAll(() => t.close());

const code = (res: Awaited<ReturnType<TestApp['request']>>) => json(res).errorCode;
const call = (
  method: string,
  url: string,
  token: string | null,
  payload?: object,
  headers?: Record<string, string>,
) => staffCall(t, method, url, token, payload, headers);

/** A member's password sign-in through the encrypted login call. */
async function memberLogin(username: string, password: string) {
  const modulus = (await t.request({ method: 'GET', url: '/wps/session/key/rsa', headers: DEMO }))
    .body;
  const enc = encryptPayload({ username, password, type: 'username' }, modulus);
  return t.request({
    method: 'POST',
    url: '/wps/session/login',
    headers: { ...DEMO, encryption: enc.encryption },
    payload: enc.body,
  });
}

describe('staff sign-in', () => {
  it('enrols two-factor at the first sign-in, then asks for a code; recovery codes work once', async () => {
    const first = await newSignedInStaff(t, t.database.db, merchantId, 'alice', 'finance', now);
    expect(first.recoveryCodes).toHaveLength(10);
    const me = value<{ kind: string; name: string; role: string; permissions: string[] }>(
      await call('GET', '/operator/session', first.token),
    );
    expect(me).toMatchObject({ kind: 'staff', name: 'alice', role: 'finance' });
    expect(me.permissions).toContain('cashier.decide');
    expect(me.permissions).not.toContain('staff.manage');

    // The second sign-in asks for a code: a wrong one is refused, a right one signs in.
    const step = value<{ stage: string; challenge: string }>(
      await call('POST', '/operator/session', null, {
        loginName: 'Alice',
        password: STAFF_PASSWORD,
      }),
    );
    expect(step.stage).toBe('totp');
    const wrong = await call('POST', '/operator/session/verify', null, {
      challenge: step.challenge,
      code: totpAt(first.secret, now + 10 * 60_000),
    });
    expect(wrong.statusCode).toBe(400);
    expect(code(wrong)).toBe('staff.code.invalid');
    const ok = value<{ token: string }>(
      await call('POST', '/operator/session/verify', null, {
        challenge: step.challenge,
        code: totpAt(first.secret, now),
      }),
    );
    expect(ok.token).toMatch(/^sts_/);
    // The challenge was used up.
    const again = await call('POST', '/operator/session/verify', null, {
      challenge: step.challenge,
      code: totpAt(first.secret, now),
    });
    expect(code(again)).toBe('staff.challenge.invalid');

    // A recovery code signs in once, and only once.
    const recovery = first.recoveryCodes[0]!;
    for (const expected of [200, 400]) {
      const s = value<{ challenge: string }>(
        await call('POST', '/operator/session', null, {
          loginName: 'alice',
          password: STAFF_PASSWORD,
        }),
      );
      const res = await call('POST', '/operator/session/verify', null, {
        challenge: s.challenge,
        recoveryCode: recovery.toUpperCase(),
      });
      expect(res.statusCode, res.body).toBe(expected);
    }
  });

  it('ends a session after it is idle, and at sign-out', async () => {
    const bob = await newSignedInStaff(t, t.database.db, merchantId, 'bob', 'support', now);
    expect((await call('GET', '/operator/session', bob.token)).statusCode).toBe(200);
    now += STAFF_IDLE_MS + 1000;
    const idle = await call('GET', '/operator/session', bob.token);
    expect(idle.statusCode).toBe(401);
    expect(code(idle)).toBe('operator.session.invalid');

    const again = await newSignedInStaff(t, t.database.db, merchantId, 'bob2', 'support', now);
    expect((await call('DELETE', '/operator/session', again.token)).statusCode).toBe(200);
    expect((await call('GET', '/operator/session', again.token)).statusCode).toBe(401);
  });

  it('makes a guessing source wait without locking the owner out; the CLI unlocks the wait', async () => {
    await createStaffUser(t.database.db, {
      merchantId,
      loginName: 'carol',
      password: STAFF_PASSWORD,
      role: 'owner',
      now,
      by: null,
    });
    const attacker = { remoteAddress: '198.51.100.7' };
    const attempt = (password: string, from: { remoteAddress: string }) =>
      t.request({
        method: 'POST',
        url: '/operator/session',
        headers: DEMO,
        payload: { loginName: 'carol', password },
        ...from,
      });
    const answers: string[] = [];
    for (let i = 0; i < 7; i++) answers.push(String(code(await attempt(`wrong-${i}xx`, attacker))));
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('staff.login.invalid'));
    expect(answers.slice(5)).toEqual(['staff.login.wait', 'staff.login.wait']);
    // Even the right password waits from the guessing source ...
    const waiting = await attempt(STAFF_PASSWORD, attacker);
    expect(waiting.statusCode).toBe(429);
    // ... while the owner, elsewhere, signs in.
    const owner = await attempt(STAFF_PASSWORD, { remoteAddress: '203.0.113.20' });
    expect(value<{ stage: string }>(owner).stage).toBe('enrol');
    // The CLI (or an owner) clears the wait on the name.
    await unlockStaff(t.database.db, { merchantId, loginName: 'carol', by: null, now });
    expect((await attempt(STAFF_PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('locks a staff account (sessions end), never by its own owner, and unlocks it', async () => {
    const owner = await newSignedInStaff(t, t.database.db, merchantId, 'olivia', 'owner', now);
    const dave = await newSignedInStaff(t, t.database.db, merchantId, 'dave', 'finance', now);
    const locked = await call('POST', '/operator/staff/dave/lock', owner.token, {
      reason: 'left the company',
    });
    expect(value<{ locked: boolean }>(locked).locked).toBe(true);
    expect((await call('GET', '/operator/session', dave.token)).statusCode).toBe(401);
    const refused = await call('POST', '/operator/session', null, {
      loginName: 'dave',
      password: STAFF_PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(code(refused)).toBe('staff.locked');
    // An owner cannot lock themselves.
    const self = await call('POST', '/operator/staff/olivia/lock', owner.token, { reason: 'x' });
    expect(code(self)).toBe('staff.owner.protected');
    // A finance user may not lock staff at all.
    const eve = await newSignedInStaff(t, t.database.db, merchantId, 'eve', 'finance', now);
    const forbidden = await call('POST', '/operator/staff/dave/unlock', eve.token, { reason: 'x' });
    expect(forbidden.statusCode).toBe(403);
    expect(code(forbidden)).toBe('operator.forbidden');
    value(await call('POST', '/operator/staff/dave/unlock', owner.token, { reason: 'came back' }));
    expect(
      (
        await call('POST', '/operator/session', null, {
          loginName: 'dave',
          password: STAFF_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('members and the audit log', () => {
  it('a locked member is refused at sign-in and in play, and the lock is audited', async () => {
    const support = await newSignedInStaff(t, t.database.db, merchantId, 'sam', 'support', now);
    const auditor = await newSignedInStaff(t, t.database.db, merchantId, 'audra', 'read-only', now);
    const { token } = await createMember(t.database.db, 'lockme01', { now });
    const balance = () =>
      call('GET', '/wps/v2/wallets/balance', null, undefined, { authorization: token });
    expect((await balance()).statusCode).toBe(200);

    const found = value<{ content: { account: string; status: string }[] }>(
      await call('GET', '/operator/members?q=lockme&size=5', support.token),
    );
    expect(found.content.map((m) => m.account)).toEqual(['lockme01']);
    const locked = value<{ status: string }>(
      await call('POST', '/operator/members/lockme01/lock', support.token, {
        reason: 'fraud check',
      }),
    );
    expect(locked.status).toBe('locked');
    // The open session stopped working, and the answer says why.
    const play = await balance();
    expect(play.statusCode).toBe(401);
    expect(code(play)).toBe('member.locked');

    const entries = value<{
      content: {
        actor: string;
        actorKind: string;
        ip: string;
        action: string;
        before: unknown;
        after: unknown;
      }[];
    }>(await call('GET', '/operator/audit?target=member:lockme01', auditor.token));
    expect(entries.content).toEqual([
      expect.objectContaining({
        actor: 'sam',
        actorKind: 'staff',
        ip: '127.0.0.1',
        action: 'member.lock',
        before: { status: 'active' },
        after: { status: 'locked', reason: 'fraud check' },
      }),
    ]);
    value(
      await call('POST', '/operator/members/lockme01/unlock', support.token, { reason: 'cleared' }),
    );
  });

  it('refuses the seeded locked member at sign-in with member.locked', async () => {
    const [lockedMember] = await t.database.db
      .select({ username: members.username })
      .from(members)
      .where(eq(members.status, 'locked'))
      .limit(1);
    expect(lockedMember, 'the demo team has locked members').toBeDefined();
    const res = await memberLogin(lockedMember!.username, 'Demo1234');
    expect(res.statusCode).toBe(400);
    expect(code(res)).toBe('member.locked');
    // An active member of the same team signs in.
    const [active] = await t.database.db
      .select({ username: members.username })
      .from(members)
      .where(sql`${members.status} = 'active' and ${members.username} like 'demo%'`)
      .limit(1);
    expect((await memberLogin(active!.username, 'Demo1234')).statusCode).toBe(200);
  });

  it('filters the audit log by staff member, object and action', async () => {
    const owner = await newSignedInStaff(t, t.database.db, merchantId, 'filterer', 'owner', now);
    await call('POST', '/operator/members/demoplayer/lock', owner.token, { reason: 'one' });
    await call('POST', '/operator/members/demoplayer/unlock', owner.token, { reason: 'two' });
    const byStaff = value<{ content: { action: string }[]; totalElements: number }>(
      await call('GET', '/operator/audit?staff=filterer', owner.token),
    );
    expect(byStaff.content.map((e) => e.action)).toEqual([
      'member.unlock',
      'member.lock',
      'staff.two-factor.enrol',
    ]);
    const byAction = value<{ content: { target: string }[] }>(
      await call('GET', '/operator/audit?staff=filterer&action=member.lock', owner.token),
    );
    expect(byAction.content.map((e) => e.target)).toEqual(['member:demoplayer']);
    const byPrefix = value<{ totalElements: number }>(
      await call('GET', '/operator/audit?action=staff.*&target=staff:dave', owner.token),
    );
    expect(byPrefix.totalElements).toBeGreaterThanOrEqual(2);
  });

  it('never lets a member session in, and shows nothing of another merchant', async () => {
    const { token } = await createMember(t.database.db, 'sneaky01', { now });
    for (const headers of [{ authorization: token }, { 'x-operator-session': token }]) {
      const res = await t.request({
        method: 'GET',
        url: '/operator/members',
        headers: { ...DEMO, ...headers },
      });
      expect(res.statusCode).toBe(401);
    }
    // Another merchant's key sees the demo merchant's members as missing, and does not work
    // at the demo merchant at all; nor does the other merchant's staff member sign in there.
    const [other] = await t.database.db
      .insert(merchants)
      .values({
        code: 'otherops',
        name: 'Other',
        currency: 'USD',
        currencySymbol: '$',
        settings: {},
      })
      .returning();
    const { key } = await createOperatorKey(t.database.db, other!.id, 'other-key', now);
    await createStaffUser(t.database.db, {
      merchantId: other!.id,
      loginName: 'zed',
      password: STAFF_PASSWORD,
      role: 'owner',
      now,
      by: null,
    });
    const zedAtDemo = await call('POST', '/operator/session', null, {
      loginName: 'zed',
      password: STAFF_PASSWORD,
    });
    expect(code(zedAtDemo)).toBe('staff.login.invalid');
    const asOther = await t.request({
      method: 'GET',
      url: '/operator/members/demoplayer',
      headers: { merchant: 'otherops', 'x-operator-key': key },
    });
    expect(asOther.statusCode).toBe(404);
    const keyAtDemo = await call('GET', '/operator/members/demoplayer', null, undefined, {
      'x-operator-key': key,
    });
    expect(keyAtDemo.statusCode).toBe(401);
  });
});
