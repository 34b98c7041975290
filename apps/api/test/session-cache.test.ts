// The signed-in lookup kept in memory per process (src/domain/sessions/cache.ts), with two
// app instances on one database: A and B. On PostgreSQL B has a connection pool, a listening
// connection and a cache of its own, as another replica; on PGlite (one process, one database
// handle) both instances share them. Whatever A (or a tool on the database) changes, B stops
// serving its copy within the NOTIFY's delivery (bound asserted: 2 s on a busy test machine; the measured time is
// printed); whatever B itself changes, B's very next request sees.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { merchants } from '../src/db/schema/merchants';
import { houseAccount, memberAccount, post, toMinor } from '../src/domain/kernel';
import { sessionCacheOf } from '../src/domain/sessions';
import { auditLedger } from './helpers/ledger-audit';
import { createMember, type TestMember } from './helpers/members';
import { newSignedInStaff } from './helpers/staff';
import { createTestApp, DEMO, json, type TestApp, wrapApp } from './helpers/test-app';

/** How soon another instance's change must reach this one. */
const BOUND_MS = 2000;

let a: TestApp;
let b: TestApp;
let bDatabase: Database;
let merchantId: number;
let currency: string;

beforeAll(async () => {
  a = await createTestApp();
  const raw = a.database.raw;
  bDatabase =
    raw.kind === 'postgres'
      ? await openDatabase({ url: raw.pool.options.connectionString, maxConnections: 5 })
      : a.database;
  const app: FastifyInstance = await buildApp({
    database: bDatabase,
    rateLimit: { max: 100_000, captchaMax: 100_000 },
  });
  b = await wrapApp(app, bDatabase, async () => {
    if (bDatabase !== a.database) await bDatabase.close();
  });
  const [merchant] = await a.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = merchant!.id;
  currency = merchant!.currency;
  // B serves from memory only once it listens.
  await vi.waitFor(() => expect(sessionCacheOf(bDatabase.db)).toBeDefined());
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const balanceOn = async (t: TestApp, m: TestMember) => {
  const res = await t.request({
    method: 'GET',
    url: '/wps/v2/wallets/balance',
    headers: { ...DEMO, authorization: m.token },
  });
  return { status: res.statusCode, body: json(res) };
};
const sumOn = async (t: TestApp, m: TestMember) => {
  const { status, body } = await balanceOn(t, m);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.value as { sumBalance: string }).sumBalance;
};

/** Waits (in 2 ms steps) until `check` passes on B; answers how long it took. */
async function within(check: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await vi.waitFor(check, { timeout: BOUND_MS, interval: 2 });
  return performance.now() - started;
}

/** A ledger post straight on A's database: another replica's money movement. */
async function fundElsewhere(m: TestMember, amount: string, key: string): Promise<void> {
  await a.database.db.transaction(async (tx) => {
    const account = await memberAccount(tx, merchantId, m.member.id, currency);
    const house = await houseAccount(tx, merchantId, currency);
    await post(tx, {
      merchantId,
      kind: 'funding',
      idempotencyKey: key,
      legs: [
        { accountId: house, amount: -toMinor(amount), kind: 'house' },
        { accountId: account.id, amount: toMinor(amount), kind: 'member' },
      ],
      now: Date.now(),
    });
  });
}

describe('the signed-in lookup kept per instance', () => {
  it("serves B's session from memory, never its balance: a ledger post elsewhere shows at once", async () => {
    const m = await createMember(a.database.db, 'cache_post', { fund: '100.00' });
    const infoOn = async () =>
      (
        await b.request({
          method: 'GET',
          url: '/wps/member/info',
          headers: { ...DEMO, authorization: m.token },
        })
      ).statusCode;
    expect(await infoOn()).toBe(200);
    expect(sessionCacheOf(bDatabase.db)!.size).toBeGreaterThan(0);
    expect(await sumOn(b, m)).toBe('100.00');
    // Changes that announce nothing (triggers off for their transaction, as no code path may
    // do), undone the same way.
    const unannounced = (statement: ReturnType<typeof sql>) =>
      a.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(statement);
      });
    // The session is served from memory: a revocation that announces nothing is not seen.
    await unannounced(sql`update sessions set revoked_at = now() where member_id = ${m.member.id}`);
    expect(await infoOn()).toBe(200);
    await unannounced(sql`update sessions set revoked_at = null where member_id = ${m.member.id}`);
    // The balance is read every time: even a change that announces nothing is seen at once.
    await unannounced(
      sql`update ledger_accounts set balance = balance + 1 where member_id = ${m.member.id}`,
    );
    expect(await sumOn(b, m)).toBe('100.01');
    await unannounced(
      sql`update ledger_accounts set balance = balance - 1 where member_id = ${m.member.id}`,
    );
    for (let i = 1; i <= 3; i++) {
      await fundElsewhere(m, '5.00', `cache-post-${i}`);
      expect(await sumOn(b, m)).toBe(`${100 + 5 * i}.00`);
    }
    expect(await auditLedger(a.database.db)).toMatchObject({ unbalanced: 0, negative: 0 });
  });

  it("shows the member's own money call at once on the instance that made it", async () => {
    const m = await createMember(a.database.db, 'cache_round', { fund: '50.00' });
    expect(await sumOn(b, m)).toBe('50.00');
    const launched = await b.request({
      method: 'GET',
      url: '/wps/game/launchGame?nodeId=1&launchMode=GLS',
      headers: { ...DEMO, authorization: m.token },
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const url = (json(launched).value as { content: { game_url: string } }).content.game_url;
    const session = new URL(url, 'http://x').searchParams.get('session') ?? '';
    for (let i = 0; i < 5; i++) {
      const res = await b.request({
        method: 'POST',
        url: '/demo-games/api/round',
        payload: { session, roundId: `cache-round-${i}`, stake: '1.00', bet: {} },
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = (json(res).value as { balance: string }).balance;
      // No waiting: the very next request on B.
      expect(toMinor(await sumOn(b, m))).toBe(toMinor(after));
    }
  });

  it('refuses a session on B within the bound once A signs it out, and at once once B does', async () => {
    const m = await createMember(a.database.db, 'cache_signout', { fund: '1.00' });
    expect(await sumOn(b, m)).toBe('1.00');
    const out = await a.request({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...DEMO, authorization: m.token },
    });
    expect(out.statusCode, out.body).toBe(200);
    const ms = await within(async () => expect((await balanceOn(b, m)).status).toBe(401));
    console.info(`sign-out on A refused on B after ${ms.toFixed(1)} ms`);

    const own = await createMember(a.database.db, 'cache_signout_b', { fund: '1.00' });
    expect(await sumOn(b, own)).toBe('1.00');
    const outB = await b.request({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...DEMO, authorization: own.token },
    });
    expect(outB.statusCode, outB.body).toBe(200);
    expect((await balanceOn(b, own)).status).toBe(401);
  });

  it('refuses a session on B within the bound once an operator locks the member on A', async () => {
    const m = await createMember(a.database.db, 'cache_locked', { fund: '1.00' });
    expect(await sumOn(b, m)).toBe('1.00');
    const staff = await newSignedInStaff(a, a.database.db, merchantId, 'cache_sup', 'owner');
    const locked = await a.request({
      method: 'POST',
      url: `/operator/members/${m.member.username}/lock`,
      headers: { ...DEMO, 'x-operator-session': staff.token },
      payload: { reason: 'cache test' },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    const ms = await within(async () => {
      const res = await balanceOn(b, m);
      expect(res.status).toBe(401);
      expect(res.body.errorCode).toBe('member.locked');
    });
    console.info(`lock on A refused on B after ${ms.toFixed(1)} ms`);
  });
});
