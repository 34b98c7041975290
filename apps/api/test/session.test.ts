import { createHash } from 'node:crypto';
import { encryptPayload } from '@platform/api-client/crypto';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENDED_SESSIONS_KEPT_MS,
  purgeEndedSessions,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from '../src/domain/sessions';
import { backgroundJobs } from '../src/jobs';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let modulus: string;
let now = Date.UTC(2026, 10, 21, 12, 0, 0);

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  modulus = (await t.request({ method: 'GET', url: '/wps/session/key/rsa', headers: DEMO })).body;
});
afterAll(() => t.close());

async function login(username: string, password: string, headers: Record<string, string> = {}) {
  const enc = encryptPayload({ username, password, type: 'username' }, modulus);
  return t.request({
    method: 'POST',
    url: '/wps/session/login',
    headers: { ...DEMO, ...headers, encryption: enc.encryption },
    payload: enc.body,
  });
}

const info = (token?: string) =>
  t.request({
    method: 'GET',
    url: '/wps/member/info',
    headers: { ...DEMO, ...(token ? { authorization: token } : {}) },
  });

const tokenOf = async (
  username = 'demoplayer',
  password = 'Demo1234',
  headers: Record<string, string> = {},
) => {
  const res = await login(username, password, headers);
  expect(res.statusCode).toBe(200);
  return (json(res).value as { token: string }).token;
};

describe('password sign-in', () => {
  it('issues a 256-bit token that reads the member, first time flagged once', async () => {
    const first = json(await login('demoagent', 'Demo1234')).value as Record<string, unknown>;
    expect(first).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      userName: 'demoagent',
      customerType: 1,
    });
    expect(Buffer.from(first.token as string, 'base64url')).toHaveLength(32);
    const again = json(await login('demoagent', 'Demo1234')).value as Record<string, unknown>;
    expect(again.firstTimeLogin).toBe(false);
    expect(again.token).not.toBe(first.token);

    const me = json(await info(first.token as string)).value;
    expect(me).toMatchObject({ account: 'demoagent', type: 1 });
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const wrong = await login('demoplayer', 'nope-nope');
    const unknown = await login('nobody_here', 'nope-nope');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(json(wrong)).toEqual(json(unknown));
    expect(json(wrong).errorCode).toBe('login.cred.err');
  });

  it('refuses a plaintext body: login is an encrypted operation', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      headers: DEMO,
      payload: { username: 'demoplayer', password: 'Demo1234' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errorCode).toBe('encryption.invalid');
  });
});

describe('session lifetime', () => {
  it('needs a token, and refuses an unknown one', async () => {
    expect(json(await info()).errorCode).toBe('login.not.session');
    const res = await info('made-up-token');
    expect(res.statusCode).toBe(401);
    expect(json(res).errorCode).toBe('user.or.token.invalid');
  });

  it('is revoked at logout', async () => {
    const token = await tokenOf();
    const out = await t.request({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...DEMO, authorization: token },
    });
    expect(out.statusCode).toBe(200);
    const res = await info(token);
    expect(res.statusCode).toBe(401);
    expect(json(res).errorCode).toBe('user.or.token.invalid');
  });

  it('expires after the idle timeout, and activity keeps it alive until the absolute limit', async () => {
    const idle = await tokenOf();
    now += SESSION_IDLE_MS;
    expect(json(await info(idle)).errorCode).toBe('user.token.expired');

    const busy = await tokenOf();
    const start = now;
    while (now - start < SESSION_ABSOLUTE_MS - SESSION_IDLE_MS / 2) {
      now += SESSION_IDLE_MS / 2;
      expect((await info(busy)).statusCode).toBe(200);
    }
    now = start + SESSION_ABSOLUTE_MS;
    expect(json(await info(busy)).errorCode).toBe('user.token.expired');
  });

  it('is bound to its merchant', async () => {
    const token = await tokenOf();
    const res = await t.request({
      method: 'GET',
      url: '/wps/member/info',
      headers: { merchant: 'other', authorization: token },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('sign-ins and ended sessions', () => {
  const rows = async <R extends Record<string, unknown>>(query: SQL) =>
    (await t.database.db.execute<R>(query)).rows;
  const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
  /** The session id of a token (undefined once deleted). */
  const sessionOf = async (token: string) =>
    (
      await rows<{ id: string }>(
        sql`select id::text from sessions where token_hash = ${hash(token)}`,
      )
    )[0]?.id;
  const logout = (token: string) =>
    t.request({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...DEMO, authorization: token },
    });
  const ended = async (cutoff: number) =>
    (
      await rows<{ n: number }>(sql`
        select count(*)::int as n from sessions
         where least(expires_at, revoked_at) < ${new Date(cutoff).toISOString()}::timestamptz`)
    )[0]!.n;

  it('records every sign-in with its session, in the same statement', async () => {
    const token = await tokenOf('demoplayer', 'Demo1234', { 'user-agent': 'SignInTest/1.0' });
    const id = await sessionOf(token);
    expect(
      await rows(sql`select method, ip, user_agent from sign_ins where session_id = ${id}`),
    ).toEqual([{ method: 'password', ip: '127.0.0.1', user_agent: 'SignInTest/1.0' }]);
    // Every session of this database has its sign-in (same id and time).
    expect(
      await rows(sql`select s.id from sessions s
                      left join sign_ins i on i.session_id = s.id and i.created_at = s.created_at
                     where i.session_id is null`),
    ).toEqual([]);
  });

  it('deletes sessions a week after they ended (the sessions job, in batches), keeping their sign-ins', async () => {
    expect(backgroundJobs().map((j) => j.name)).toContain('sessions');
    expect(ENDED_SESSIONS_KEPT_MS).toBe(7 * 24 * 60 * 60_000);
    const start = now;
    const expired = await tokenOf();
    const revoked = await tokenOf();
    expect((await logout(revoked)).statusCode).toBe(200);
    now = start + 2 * 24 * 60 * 60_000;
    const revokedLater = await tokenOf();
    expect((await logout(revokedLater)).statusCode).toBe(200);
    // A week and 13 hours on: `expired` ended at its absolute end (12 h) more than a week ago,
    // `revoked` at its sign-out; `revokedLater` ended 5 days ago; `fresh` is open.
    now = start + ENDED_SESSIONS_KEPT_MS + 13 * 60 * 60_000;
    const fresh = await tokenOf();
    const ids = {
      expired: await sessionOf(expired),
      revoked: await sessionOf(revoked),
      revokedLater: await sessionOf(revokedLater),
      fresh: await sessionOf(fresh),
    };
    const cutoff = now - ENDED_SESSIONS_KEPT_MS;
    const due = await ended(cutoff);
    expect(due).toBeGreaterThanOrEqual(2);
    // One batch of one at most: one deleted, the others wait for the next run.
    expect(await purgeEndedSessions(t.database.db, now, { batch: 1, maxBatches: 1 })).toBe(1);
    expect(await ended(cutoff)).toBe(due - 1);
    const job = backgroundJobs({ only: ['sessions'] })[0]!;
    const logged: unknown[] = [];
    await job.run({
      db: t.database.db,
      database: t.database,
      now,
      clock: { now: () => now },
      log: { error: () => undefined, info: (o: unknown) => logged.push(o) },
      signal: new AbortController().signal,
    } as unknown as Parameters<typeof job.run>[0]);
    expect(logged).toEqual([{ purged: due - 1 }]);
    expect(await ended(cutoff)).toBe(0);
    expect(await sessionOf(expired)).toBeUndefined();
    expect(await sessionOf(revoked)).toBeUndefined();
    expect(await sessionOf(revokedLater)).toBe(ids.revokedLater);
    expect(await sessionOf(fresh)).toBe(ids.fresh);
    expect(json(await info(expired)).errorCode).toBe('user.or.token.invalid');
    // The history still lists all four; only the open one is active.
    const history = json(
      await t.request({
        method: 'GET',
        url: '/wps/member/loginHistory?size=50',
        headers: { ...DEMO, authorization: fresh },
      }),
    ).value as { content: { id: number; active: boolean; current: boolean }[] };
    const entry = (id: string | undefined) => history.content.find((e) => e.id === Number(id));
    expect(entry(ids.expired)).toMatchObject({ active: false, current: false });
    expect(entry(ids.revoked)).toMatchObject({ active: false, current: false });
    expect(entry(ids.revokedLater)).toMatchObject({ active: false, current: false });
    expect(entry(ids.fresh)).toMatchObject({ active: true, current: true });
  });
});
