// Operator keys have a throttle of their own: per source address and per key prefix, the
// tries after OPERATOR_KEY_GUESSES failures in 15 minutes are answered 429 without being
// judged; other sources and prefixes are not held up, and a valid key clears its counts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { createOperatorKey } from '../src/domain/operators';
import { OPERATOR_KEY_GUESSES } from '../src/domain/operators/operators';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  key = (await createOperatorKey(t.database.db, m!.id, 'throttled', Date.now())).key;
});
afterAll(() => t.close());

const list = (operatorKey: string, remoteAddress: string) =>
  t.request({
    method: 'GET',
    url: '/operator/deposits',
    remoteAddress,
    headers: { ...DEMO, 'x-operator-key': operatorKey },
  });

const guess = (i: number) => `opk_${String(i).padStart(8, 'g')}${'x'.repeat(24)}`;

describe('operator key guesses', () => {
  it('per source: after the documented count, tries from that source answer 429', async () => {
    const source = '203.0.113.40';
    const statuses: number[] = [];
    for (let i = 0; i < OPERATOR_KEY_GUESSES + 5; i++) {
      statuses.push((await list(guess(i), source)).statusCode);
    }
    expect(statuses.slice(0, OPERATOR_KEY_GUESSES)).toEqual(
      Array.from({ length: OPERATOR_KEY_GUESSES }, () => 401),
    );
    expect(statuses.slice(OPERATOR_KEY_GUESSES)).toEqual([429, 429, 429, 429, 429]);
    const held = await list(key, source);
    expect(held.statusCode).toBe(429);
    expect(json(held)).toMatchObject({ errorCode: 'too.many.requests' });
    // Another source is judged as usual.
    expect((await list(key, '198.51.100.41')).statusCode).toBe(200);
    expect((await list(guess(999), '198.51.100.41')).statusCode).toBe(401);
  });

  it('per key prefix: guesses on one prefix from ever new sources are held too', async () => {
    const prefix = key.slice(0, 12);
    const statuses: number[] = [];
    for (let i = 0; i < OPERATOR_KEY_GUESSES + 3; i++) {
      const res = await list(`${prefix}${String(i).padStart(20, 'z')}`, `192.0.2.${i + 1}`);
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(OPERATOR_KEY_GUESSES);
    expect(statuses.slice(OPERATOR_KEY_GUESSES)).toEqual([429, 429, 429]);
    // Another prefix, from a new source, is judged.
    expect((await list(guess(7), '192.0.2.200')).statusCode).toBe(401);
  });

  it('a valid key clears the counts of its source', async () => {
    const source = '203.0.113.50';
    for (let i = 0; i < OPERATOR_KEY_GUESSES - 1; i++) {
      expect((await list(guess(100 + i), source)).statusCode).toBe(401);
    }
    const other = await createOperatorKey(t.database.db, 1, 'second', Date.now());
    expect((await list(other.key, source)).statusCode).toBe(200);
    expect((await list(guess(300), source)).statusCode).toBe(401);
  });
});
