// Responsible gaming: loss and wager limits (set, cooled off, enforced at bet time, also under
// concurrent rounds), the session reminder, and time-outs and self-exclusions that sign the
// member out and keep them out. Every response is checked against the contract.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRecords } from '../src/db/schema/bets';
import { members } from '../src/db/schema/members';
import { hashPassword } from '../src/domain/accounts';
import { memberBalance, toMinor } from '../src/domain/kernel';
import { auditLedger } from './helpers/ledger-audit';
import { createMember, signInAs, type TestMember } from './helpers/members';
import { signIn } from './helpers/sign-in';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let now = Date.UTC(2026, 10, 25, 10, 0, 0);
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const HOUR = 3_600_000;

function call(method: string, url: string, token: string | null, payload?: unknown) {
  return t.request({
    method,
    url,
    headers: { ...DEMO, ...(token ? { authorization: token } : {}) },
    ...(payload !== undefined && { payload: payload as object }),
  });
}

type Limit = {
  amount: string | null;
  used: string;
  left: string | null;
  pendingAmount: string | null;
  pendingEffectiveAt: number | null;
};
type Limits = Record<'loss' | 'wager', Record<'daily' | 'weekly' | 'monthly', Limit>> & {
  coolingOffHours: number;
};
const none = { daily: null, weekly: null, monthly: null };

async function setLimits(m: TestMember, body: object) {
  const res = await call('PUT', '/wps/member/playLimits', m.token, body);
  return { res, value: json(res).value as Limits };
}

async function launch(m: TestMember): Promise<string> {
  const res = await call('GET', '/wps/game/launchGame?nodeId=1&launchMode=GLS', m.token);
  expect(res.statusCode, res.body).toBe(200);
  const url = (json(res).value as { content: { game_url: string } }).content.game_url;
  return new URL(url, 'http://x').searchParams.get('session') ?? '';
}

const round = (session: string, roundId: string, stake: string) =>
  t.request({
    method: 'POST',
    url: '/demo-games/api/round',
    payload: { session, roundId, stake, bet: {} },
  });

/** A settled round the member lost, as if played earlier today (the stats follow by trigger). */
async function lostEarlier(m: TestMember, stake: string, at = now - HOUR) {
  await t.database.db.insert(betRecords).values({
    merchantId: m.member.merchantId,
    memberId: m.member.id,
    roundId: `earlier-${m.member.id}-${at}-${stake}`,
    category: 'RNG',
    vendorCode: 'PG',
    gameId: 1,
    gameCode: 'fixture',
    stake: toMinor(stake),
    payout: 0n,
    status: 'SETTLED',
    bet: {},
    outcome: {},
    createdAt: new Date(at),
    settledAt: new Date(at),
  });
}

describe('loss and wager limits', () => {
  it('sets limits: lowering at once, raising after the 24-hour cooling-off', async () => {
    const m = await createMember(t.database.db, 'rg_setter', { now });
    const empty = json(await call('GET', '/wps/member/playLimits', m.token)).value as Limits;
    expect(empty.loss.daily).toEqual({
      amount: null,
      used: '0.00',
      left: null,
      pendingAmount: null,
      pendingEffectiveAt: null,
    });
    const first = await setLimits(m, {
      loss: { daily: '50', weekly: '200.00', monthly: null },
      wager: { daily: '1000', weekly: null, monthly: null },
    });
    expect(first.res.statusCode).toBe(200);
    expect(first.value.loss.daily).toMatchObject({ amount: '50.00', left: '50.00' });
    expect(first.value.wager.daily.amount).toBe('1000.00');
    // Raising waits; lowering does not.
    const changed = await setLimits(m, {
      loss: { daily: '80.00', weekly: '100.00', monthly: null },
      wager: none,
    });
    expect(changed.value.loss.daily).toMatchObject({
      amount: '50.00',
      pendingAmount: '80.00',
      pendingEffectiveAt: now + 24 * HOUR,
    });
    expect(changed.value.loss.weekly).toMatchObject({ amount: '100.00', pendingAmount: null });
    expect(changed.value.wager.daily).toMatchObject({
      amount: '1000.00',
      pendingAmount: null,
      pendingEffectiveAt: now + 24 * HOUR,
    });
    now += 24 * HOUR + 1000;
    const again = await signInAs(t.database.db, 'rg_setter', now);
    const later = json(await call('GET', '/wps/member/playLimits', again.token)).value as Limits;
    expect(later.loss.daily).toMatchObject({ amount: '80.00', pendingAmount: null });
    expect(later.wager.daily.amount).toBeNull();
    expect(later.coolingOffHours).toBe(24);
  });

  it('refuses bad amounts each with its own code and keeps the limits as they were', async () => {
    const m = await createMember(t.database.db, 'rg_typo', { now });
    await setLimits(m, { loss: { daily: '10.00', weekly: null, monthly: null }, wager: none });
    const cases: [string, string][] = [
      ['1e3', 'amount.format'],
      ['0', 'amount.zero'],
      ['-5', 'amount.negative'],
      ['1.005', 'amount.decimals'],
    ];
    for (const [daily, code] of cases) {
      const { res } = await setLimits(m, { loss: none, wager: { ...none, daily } });
      expect(res.statusCode).toBe(400);
      expect(json(res).errorCode).toBe(code);
    }
    const bad = await call('PUT', '/wps/member/playLimits', m.token, { loss: none });
    expect(json(bad).errorCode).toBe('request.param.err');
    const kept = json(await call('GET', '/wps/member/playLimits', m.token)).value as Limits;
    expect(kept.loss.daily.amount).toBe('10.00');
    expect(kept.wager.daily.amount).toBeNull();
  });

  it('refuses a round that could pass the daily loss limit, saying what is left; nothing moves', async () => {
    const m = await createMember(t.database.db, 'rg_loser', { fund: '100.00', now });
    await lostEarlier(m, '4.00');
    await setLimits(m, { loss: { daily: '5.00', weekly: null, monthly: null }, wager: none });
    const limits = json(await call('GET', '/wps/member/playLimits', m.token)).value as Limits;
    expect(limits.loss.daily).toMatchObject({ used: '4.00', left: '1.00' });
    const session = await launch(m);
    const before = await memberBalance(t.database.db, m.member.id);
    const refused = await round(session, 'rg-loss-1', '2.00');
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({
      errorCode: 'play.limit.exceeded',
      value: { kind: 'loss', period: 'daily', left: '1.00' },
    });
    expect(await memberBalance(t.database.db, m.member.id)).toBe(before);
    const recorded = await t.database.db
      .select()
      .from(betRecords)
      .where(eq(betRecords.roundId, 'rg-loss-1'));
    expect(recorded).toEqual([]);
    // A stake within what is left is played; if it loses, the next one is refused.
    const played = json(await round(session, 'rg-loss-2', '1.00')).value as { payout: string };
    const next = await round(session, 'rg-loss-3', '1.00');
    if (toMinor(played.payout) === 0n) {
      expect(json(next).errorCode).toBe('play.limit.exceeded');
    } else {
      expect(next.statusCode).toBe(200);
    }
    // A retried round that was recorded before is replayed, never refused.
    const replay = json(await round(session, 'rg-loss-2', '1.00')).value as { replayed: boolean };
    expect(replay.replayed).toBe(true);
  });

  it('counts yesterday out of the daily limit but into the weekly and monthly ones', async () => {
    const m = await createMember(t.database.db, 'rg_week', { fund: '100.00', now });
    const monday = Date.UTC(2026, 10, 23, 12); // a Monday
    now = monday + 26 * HOUR; // Tuesday
    await lostEarlier(m, '6.00', monday);
    await setLimits(m, {
      loss: { daily: '5.00', weekly: '7.00', monthly: null },
      wager: none,
    });
    const limits = json(await call('GET', '/wps/member/playLimits', m.token)).value as Limits;
    expect(limits.loss.daily.used).toBe('0.00');
    expect(limits.loss.weekly).toMatchObject({ used: '6.00', left: '1.00' });
    const session = await launch(m);
    expect(json(await round(session, 'rg-week-1', '2.00'))).toMatchObject({
      errorCode: 'play.limit.exceeded',
      value: { kind: 'loss', period: 'weekly', left: '1.00' },
    });
  });

  it('caps the stakes of the period with a wager limit, even under concurrent rounds', async () => {
    const m = await createMember(t.database.db, 'rg_wager', { fund: '500.00', now });
    await setLimits(m, { loss: none, wager: { daily: '10.00', weekly: null, monthly: null } });
    const session = await launch(m);
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => round(session, `rg-wager-${i}`, '1.00')),
    );
    const accepted = results.filter((r) => r.statusCode === 200).length;
    const refused = results.filter((r) => json(r).errorCode === 'play.limit.exceeded').length;
    expect(accepted).toBe(10);
    expect(refused).toBe(6);
    const limits = json(await call('GET', '/wps/member/playLimits', m.token)).value as Limits;
    expect(limits.wager.daily).toMatchObject({ used: '10.00', left: '0.00' });
    expect(await auditLedger(t.database.db)).toEqual({
      total: 0n,
      unbalanced: 0,
      drifted: 0,
      negative: 0,
    });
  });

  it('never lets concurrent rounds take the net loss past the loss limit', async () => {
    const m = await createMember(t.database.db, 'rg_racer', { fund: '500.00', now });
    await setLimits(m, { loss: { daily: '6.00', weekly: null, monthly: null }, wager: none });
    const session = await launch(m);
    for (let wave = 0; wave < 4; wave++) {
      await Promise.all(
        Array.from({ length: 8 }, (_, i) => round(session, `rg-race-${wave}-${i}`, '2.00')),
      );
    }
    const rows = await t.database.db
      .select({ stake: betRecords.stake, payout: betRecords.payout })
      .from(betRecords)
      .where(eq(betRecords.memberId, m.member.id));
    const loss = rows.reduce((sum, r) => sum + r.stake - r.payout, 0n);
    expect(rows.length).toBeGreaterThan(0);
    expect(loss <= toMinor('6.00')).toBe(true);
    expect(await memberBalance(t.database.db, m.member.id)).toBe(toMinor('500.00') - loss);
  });

  it("keeps one member's limits and figures away from another's", async () => {
    const a = await createMember(t.database.db, 'rg_iso_a', { fund: '50.00', now });
    const b = await createMember(t.database.db, 'rg_iso_b', { fund: '50.00', now });
    await lostEarlier(a, '9.00');
    await setLimits(a, { loss: { daily: '10.00', weekly: null, monthly: null }, wager: none });
    const bLimits = json(await call('GET', '/wps/member/playLimits', b.token)).value as Limits;
    expect(bLimits.loss.daily).toMatchObject({ amount: null, used: '0.00' });
    const session = await launch(b);
    expect((await round(session, 'rg-iso-b-1', '5.00')).statusCode).toBe(200);
  });
});

describe('the session reminder', () => {
  it('keeps the chosen interval and reports the session so far', async () => {
    const m = await createMember(t.database.db, 'rg_reminded', { fund: '50.00', now });
    const set = await call('PUT', '/wps/member/realityCheck', m.token, { intervalMinutes: 30 });
    expect(set.statusCode).toBe(200);
    const session = await launch(m);
    const r1 = json(await round(session, 'rg-rcheck-1', '2.00')).value as { payout: string };
    const r2 = json(await round(session, 'rg-rcheck-2', '3.00')).value as { payout: string };
    now += 20 * 60_000;
    const check = json(await call('GET', '/wps/member/realityCheck', m.token)).value as Record<
      string,
      unknown
    >;
    const payout = toMinor(r1.payout) + toMinor(r2.payout);
    expect(check).toMatchObject({
      intervalMinutes: 30,
      rounds: 2,
      stake: '5.00',
      sessionStartedAt: now - 20 * 60_000,
    });
    expect(toMinor(check.net as string)).toBe(payout - toMinor('5.00'));
    const info = json(await call('GET', '/wps/member/info', m.token)).value as Record<
      string,
      unknown
    >;
    expect(info.realityCheckMinutes).toBe(30);
    const odd = await call('PUT', '/wps/member/realityCheck', m.token, { intervalMinutes: 7 });
    expect(json(odd).errorCode).toBe('request.param.err');
    await call('PUT', '/wps/member/realityCheck', m.token, { intervalMinutes: null });
    expect(
      (
        json(await call('GET', '/wps/member/realityCheck', m.token)).value as Record<
          string,
          unknown
        >
      ).intervalMinutes,
    ).toBeNull();
  });
});

describe('time-outs and self-exclusion', () => {
  async function member(username: string) {
    const m = await createMember(t.database.db, username, { fund: '20.00', now });
    await t.database.db
      .update(members)
      .set({ passwordHash: await hashPassword('Secret123') })
      .where(eq(members.id, m.member.id));
    return m;
  }
  const login = async (username: string) => {
    const { encryptPayload } = await import('@platform/api-client/crypto');
    const modulus = (await t.request({ method: 'GET', url: '/wps/session/key/rsa', headers: DEMO }))
      .body;
    const enc = encryptPayload({ username, password: 'Secret123', type: 'username' }, modulus);
    return t.request({
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...DEMO, encryption: enc.encryption },
      payload: enc.body,
    });
  };

  it('a time-out signs the member out everywhere and refuses sign-in until it ends', async () => {
    const m = await member('rg_break');
    const token = await signIn(t, 'rg_break', 'Secret123');
    const game = await launch({ ...m, token });
    const wrong = await call('POST', '/wps/member/playBreak', token, {
      kind: 'timeout',
      duration: '24h',
      password: 'nope',
    });
    expect(json(wrong).errorCode).toBe('account.password.invalid');
    const mismatch = await call('POST', '/wps/member/playBreak', token, {
      kind: 'timeout',
      duration: '6m',
      password: 'Secret123',
    });
    expect(json(mismatch).errorCode).toBe('request.param.err');
    const taken = await call('POST', '/wps/member/playBreak', token, {
      kind: 'timeout',
      duration: '24h',
      password: 'Secret123',
    });
    expect(taken.statusCode).toBe(200);
    expect(json(taken).value).toEqual({
      kind: 'timeout',
      duration: '24h',
      startsAt: now,
      endsAt: now + 24 * HOUR,
    });
    for (const t0 of [token, m.token]) {
      expect((await call('GET', '/wps/member/info', t0)).statusCode).toBe(401);
    }
    expect((await round(game, 'rg-break-1', '1.00')).statusCode).toBe(401);
    const refused = await login('rg_break');
    expect(json(refused)).toMatchObject({
      errorCode: 'login.play.break',
      value: { kind: 'timeout', until: now + 24 * HOUR },
    });
    now += 24 * HOUR + 1;
    expect((await login('rg_break')).statusCode).toBe(200);
  });

  it('a permanent self-exclusion has no end', async () => {
    await member('rg_excluded');
    const token = await signIn(t, 'rg_excluded', 'Secret123');
    const taken = await call('POST', '/wps/member/playBreak', token, {
      kind: 'exclusion',
      duration: 'permanent',
      password: 'Secret123',
    });
    expect(json(taken).value).toMatchObject({ kind: 'exclusion', endsAt: null });
    now += 10 * 365 * 24 * HOUR;
    expect(json(await login('rg_excluded'))).toMatchObject({
      errorCode: 'login.play.break',
      value: { kind: 'exclusion', until: null },
    });
  });

  it('locks the password confirmation after repeated wrong answers', async () => {
    await member('rg_guesser');
    const token = await signIn(t, 'rg_guesser', 'Secret123');
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call('POST', '/wps/member/playBreak', token, {
        kind: 'timeout',
        duration: '24h',
        password: `wrong-${i}`,
      });
      codes.push(String(json(res).errorCode));
    }
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('account.password.invalid'));
    // Counted with the password change's guesses: locked like them.
    expect(codes.slice(4)).toEqual(['login.locked', 'login.locked']);
  });

  it('refuses trial accounts on every responsible-gaming call', async () => {
    const trial = await createMember(t.database.db, 'rg_trial', { type: 4, now });
    for (const [method, url, body] of [
      ['GET', '/wps/member/playLimits', undefined],
      ['PUT', '/wps/member/playLimits', { loss: none, wager: none }],
      ['GET', '/wps/member/realityCheck', undefined],
      ['PUT', '/wps/member/realityCheck', { intervalMinutes: 15 }],
      ['POST', '/wps/member/playBreak', { kind: 'timeout', duration: '24h', password: 'x' }],
    ] as const) {
      expect(json(await call(method, url, trial.token, body)).errorCode).toBe(
        'in_need_true_account',
      );
    }
    expect((await call('GET', '/wps/member/playLimits', null)).statusCode).toBe(401);
  });
});
