// Helpers of the rewards tests: calls as a member or the operator, deposits credited the way the
// cashier credits them, and demo rounds played through the demo vendor's API.
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { encryptPayload } from '@platform/api-client/crypto';
import { games } from '../../src/db/schema/games';
import { houseAccount, memberAccount, post, toMinor } from '../../src/domain/kernel';
import type { TestMember } from './members';
import { DEMO, demoCaller, json, type TestApp } from './test-app';

export type Res = Awaited<ReturnType<TestApp['request']>>;

let seq = 0;
export const newKey = () => `rw-key-${Date.now()}-${++seq}`;

export function rewardsClient(t: TestApp, operatorKey: () => string) {
  const call = demoCaller(() => t);
  const value = <T = Record<string, unknown>>(res: Res): T => {
    expect(res.statusCode, res.body).toBe(200);
    return json(res).value as T;
  };
  const code = (res: Res) => json(res).errorCode as string;
  const op = (method: string, url: string, payload?: object, key: string | null = newKey()) =>
    call(method, url, undefined, payload, {
      'x-operator-key': operatorKey(),
      ...(key ? { 'idempotency-key': key } : {}),
    });
  const balance = async (m: TestMember) =>
    value<{ sumBalance: string }>(await call('GET', '/wps/v2/wallets/balance', m.token)).sumBalance;
  let modulus: string | null = null;
  const encrypted = async (
    method: 'POST' | 'PUT',
    url: string,
    token: string,
    payload: object,
    headers: Record<string, string> = {},
  ) => {
    modulus ??= (await call('GET', '/wps/session/key/rsa')).body;
    const enc = encryptPayload(payload as Record<string, unknown>, modulus);
    return call(method, url, token, enc.body as object, {
      ...headers,
      encryption: enc.encryption,
    });
  };
  return { call, value, code, op, balance, encrypted };
}

/** Credits a deposit the way the cashier does: one `deposit` ledger transaction. */
export function creditDeposit(t: TestApp, who: TestMember, amount: string, key = newKey()) {
  return t.database.db.transaction(async (tx) => {
    const account = await memberAccount(tx, who.member.merchantId, who.member.id, 'USD');
    const house = await houseAccount(tx, who.member.merchantId, 'USD');
    await post(tx, {
      merchantId: who.member.merchantId,
      kind: 'deposit',
      idempotencyKey: `test-deposit:${key}`,
      legs: [
        { accountId: house, amount: -toMinor(amount), kind: 'house' },
        { accountId: account.id, amount: toMinor(amount), kind: 'member' },
      ],
      now: Date.now(),
    });
  });
}

/** The first playable game of each category (nodeId and engine). */
export async function gamesByCategory(
  t: TestApp,
): Promise<Map<string, { id: number; engine: string }>> {
  const rows = await t.database.db
    .select({ id: games.id, category: games.category, engine: games.engine })
    .from(games)
    .where(and(eq(games.maintenance, false)))
    .orderBy(asc(games.id));
  const out = new Map<string, { id: number; engine: string }>();
  for (const r of rows) if (!out.has(r.category)) out.set(r.category, r);
  return out;
}

/** A bet that fits the engine (lottery bets are left out: they wait for a draw). */
export const betFor = (engine: string) =>
  engine === 'baccarat'
    ? { side: 'BANKER' }
    : engine === 'duel'
      ? { side: 'HOME' }
      : engine === 'crash'
        ? { target: '1.50' }
        : {};

/** Opens a game session for the member and returns its token. */
export async function gameSession(t: TestApp, who: TestMember, nodeId: number): Promise<string> {
  const res = await t.request({
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${nodeId}&launchMode=GLS`,
    headers: { ...DEMO, authorization: who.token },
  });
  const url = (json(res).value as { content: { game_url: string } }).content.game_url;
  return new URL(url, 'http://x').searchParams.get('session') ?? '';
}

/** Plays `n` rounds of `stake` in one game; returns the rounds' answers. */
export async function playRounds(
  t: TestApp,
  who: TestMember,
  game: { id: number; engine: string },
  n: number,
  stake = '1.00',
): Promise<void> {
  const session = await gameSession(t, who, game.id);
  for (let i = 0; i < n; i++) {
    const res = await t.request({
      method: 'POST',
      url: '/demo-games/api/round',
      payload: { session, roundId: `r-${newKey()}`, stake, bet: betFor(game.engine) },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}
