// Helpers of the points tests: members with a real password, encrypted calls, demo rounds, and
// the points ledger's invariants read straight from the tables.
import { encryptPayload } from '@platform/api-client/crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { members } from '../../src/db/schema/members';
import { hashPassword } from '../../src/domain/accounts';
import { createMember, type TestMember } from './members';
import { DEMO, demoCaller, json, type TestApp } from './test-app';

export const PASSWORD = 'Points123';
type Res = Awaited<ReturnType<TestApp['request']>>;

let hashed: Promise<string> | null = null;

/** A member (optionally funded) whose account password is PASSWORD. */
export async function pointsMember(
  db: Db,
  username: string,
  options: { fund?: string; now?: number } = {},
): Promise<TestMember> {
  const m = await createMember(db, username, options);
  hashed ??= hashPassword(PASSWORD);
  await db
    .update(members)
    .set({ passwordHash: await hashed })
    .where(eq(members.id, m.member.id));
  return m;
}

export function pointsClient(t: TestApp, operatorKey: string) {
  let modulus: string | null = null;
  let seq = 0;
  const newKey = () => `pts-${process.pid}-${Date.now()}-${++seq}`;
  const call = demoCaller(() => t);
  async function encrypted(url: string, token: string, payload: object, key: string) {
    modulus ??= (await call('GET', '/wps/session/key/rsa')).body;
    const enc = encryptPayload(payload as Record<string, unknown>, modulus);
    return call('POST', url, token, enc.body as object, {
      encryption: enc.encryption,
      'idempotency-key': key,
    });
  }
  const op = (method: string, url: string, payload?: object, key: string | null = newKey()) =>
    call(method, url, undefined, payload, {
      'x-operator-key': operatorKey,
      ...(key ? { 'idempotency-key': key } : {}),
    });
  return {
    call,
    newKey,
    redeem: (
      m: TestMember,
      body: { rewardId: number; quantity: number; password?: string; remark?: string | null },
      key = newKey(),
    ) =>
      encrypted(
        '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
        m.token,
        { password: PASSWORD, ...body },
        key,
      ),
    convert: (m: TestMember, points: number, password = PASSWORD, key = newKey()) =>
      encrypted('/wps/relay/passwordCheck/MCSFE_convertPoint', m.token, { points, password }, key),
    balance: (m: TestMember) => call('GET', '/wps/relay/MCSFE_getPointBalance', m.token),
    history: (m: TestMember, query = '') =>
      call('GET', `/wps/relay/MCSFE_getRedeemPointList${query}`, m.token),
    details: (m: TestMember, query = '') =>
      call('GET', `/wps/relay/ODSFE2_MemTransDet${query}`, m.token),
    money: (m: TestMember) => call('GET', '/wps/v2/wallets/balance', m.token),
    op,
    adjust: (account: string, points: number, reason = 'test points') =>
      op('POST', '/operator/pointAdjustments', { account, points, reason }),
    approve: (id: string, key?: string) =>
      op('POST', `/operator/pointRedemptions/${id}/approve`, undefined, key ?? newKey()),
    reject: (id: string, reason: string, key?: string) =>
      op('POST', `/operator/pointRedemptions/${id}/reject`, { reason }, key ?? newKey()),
  };
}

export const valueOf = <T = Record<string, unknown>>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as T;
};
export const codeOf = (res: Res) => json(res).errorCode as string;

/** The session of a launched game (nodeId = the game's id). */
export async function launchGame(t: TestApp, m: TestMember, query: string): Promise<string> {
  const res = await t.request({
    method: 'GET',
    url: `/wps/game/launchGame?${query}`,
    headers: { ...DEMO, authorization: m.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = (json(res).value as { content: { game_url: string } }).content.game_url;
  return new URL(url, 'http://x').searchParams.get('session') ?? '';
}

export const playRound = (
  t: TestApp,
  session: string,
  roundId: string,
  stake: string,
  bet: object = {},
) =>
  t.request({
    method: 'POST',
    url: '/demo-games/api/round',
    payload: { session, roundId, stake, bet },
  });

export interface PointsAudit {
  /** Sum of every points entry: zero. */
  total: bigint;
  /** Points transactions whose entries do not sum to zero. */
  unbalanced: number;
  /** Member accounts whose balance differs from the sum of their entries. */
  drifted: number;
  /** Member accounts below zero. */
  negative: number;
  /** The held account minus the points of redemptions in process. */
  heldMismatch: bigint;
  /** Rewards with negative stock. */
  negativeStock: number;
}

export async function auditPoints(db: Db): Promise<PointsAudit> {
  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await db.execute<Record<string, T>>(query)).rows[0] ?? {};
  const total = await one<string>(
    sql`select coalesce(sum(amount), 0)::text as v from point_entries`,
  );
  const unbalanced = await one<number>(
    sql`select count(*)::int as v from (select transaction_id from point_entries group by transaction_id having sum(amount) <> 0) t`,
  );
  const drifted = await one<number>(sql`
    select count(*)::int as v from point_accounts a
    where a.kind = 'member' and a.balance <> (select coalesce(sum(e.amount), 0) from point_entries e where e.account_id = a.id)`);
  const negative = await one<number>(
    sql`select count(*)::int as v from point_accounts where kind = 'member' and balance < 0`,
  );
  const held = await one<string>(sql`
    select ((select coalesce(sum(e.amount), 0) from point_entries e join point_accounts a on a.id = e.account_id where a.kind = 'held')
      - (select coalesce(sum(points), 0) from point_redemptions where status = 'in_process'))::text as v`);
  const stock = await one<number>(
    sql`select count(*)::int as v from point_rewards where stock < 0`,
  );
  return {
    total: BigInt(total.v ?? '0'),
    unbalanced: unbalanced.v ?? 0,
    drifted: drifted.v ?? 0,
    negative: negative.v ?? 0,
    heldMismatch: BigInt(held.v ?? '0'),
    negativeStock: stock.v ?? 0,
  };
}

export const CLEAN_POINTS: PointsAudit = {
  total: 0n,
  unbalanced: 0,
  drifted: 0,
  negative: 0,
  heldMismatch: 0n,
  negativeStock: 0,
};
