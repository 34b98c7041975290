// Many simultaneous redemptions of the same reward by the same member (some of them retries
// with the same Idempotency-Key), while the member plays rounds that earn points and converts
// points; then several simultaneous approvals of every redemption. Runs on PGlite and, in the
// second pass of `pnpm test`, on PostgreSQL, where the races are real: points and stock never
// go below zero, each redemption pays exactly once, and both ledgers stay balanced.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { betRecords } from '../src/db/schema/bets';
import { merchants } from '../src/db/schema/merchants';
import { pointRedemptions, pointRewards } from '../src/db/schema/points';
import { createOperatorKey } from '../src/domain/operators';
import { auditLedger } from './helpers/ledger-audit';
import {
  auditPoints,
  CLEAN_POINTS,
  codeOf,
  launchGame,
  playRound,
  pointsClient,
  pointsMember,
  valueOf,
} from './helpers/points';
import { createTestApp, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let p: ReturnType<typeof pointsClient>;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
  p = pointsClient(
    t,
    (await createOperatorKey(t.database.db, merchantId, 'racer', Date.now())).key,
  );
});
afterAll(() => t.close());

async function addReward(code: string, stock: number): Promise<number> {
  const [row] = await t.database.db
    .insert(pointRewards)
    .values({
      merchantId,
      code,
      type: 'cash',
      names: { EN: code },
      descriptions: { EN: code },
      art: 0,
      artLabel: code,
      pointsRequired: 100,
      amountRequired: 0n,
      value: 150n,
      stock,
      maxPerRedemption: 5,
    })
    .returning({ id: pointRewards.id });
  return row!.id;
}

type Answer = { status: number; code: string | null; id: string | null };
const answer = (res: Awaited<ReturnType<TestApp['request']>>): Answer => {
  const body = json(res);
  return {
    status: res.statusCode,
    code: (body.errorCode as string | null) ?? null,
    id: res.statusCode === 200 ? (body.value as { id: string }).id : null,
  };
};

it('never drives points or stock below zero and pays every redemption exactly once', async () => {
  const db = t.database.db;
  const scarce = await addReward('race-scarce', 5); // stock runs out first
  const plenty = await addReward('race-plenty', 1000); // points run out first
  const a = await pointsMember(db, 'race_stock', { fund: '0.00' });
  const b = await pointsMember(db, 'race_points', { fund: '500.00' });
  valueOf(await p.adjust('race_stock', 700));
  valueOf(await p.adjust('race_points', 1050));
  const session = await launchGame(t, b, 'nodeId=1&launchMode=GLS');

  // 20 redemptions of each reward at once, 7 of them sent twice with the same key, plus 20
  // rounds (earning points) and 8 conversions of b at the same time.
  const calls: Promise<{ who: string; a: Answer; key: string }>[] = [];
  for (let i = 0; i < 20; i++) {
    for (const [who, m, reward] of [
      ['a', a, scarce],
      ['b', b, plenty],
    ] as const) {
      const key = p.newKey();
      const send = () =>
        p
          .redeem(m, { rewardId: reward, quantity: 1 }, key)
          .then((r) => ({ who, a: answer(r), key }));
      calls.push(send());
      if (i % 3 === 0) calls.push(send());
    }
  }
  const rounds = Array.from({ length: 20 }, (_, i) =>
    playRound(t, session, `race-round-${i}`, '5.00').then((r) => r.statusCode),
  );
  const conversions = Array.from({ length: 8 }, () => p.convert(b, 100).then(answer));
  const [answers, roundStatus, converted] = await Promise.all([
    Promise.all(calls),
    Promise.all(rounds),
    Promise.all(conversions),
  ]);
  expect(roundStatus.every((s) => s === 200)).toBe(true);

  for (const who of ['a', 'b']) {
    const mine = answers.filter((x) => x.who === who);
    // A retried key answers what the first call did (or that it is still running).
    const byKey = new Map<string, Answer[]>();
    for (const x of mine) byKey.set(x.key, [...(byKey.get(x.key) ?? []), x.a]);
    for (const same of byKey.values()) {
      const done = same.filter((x) => x.code !== 'idempotency.in.progress');
      expect(new Set(done.map((x) => JSON.stringify(x))).size).toBeLessThanOrEqual(1);
    }
    const refused = mine.filter(
      (x) => x.a.status !== 200 && x.a.code !== 'idempotency.in.progress',
    );
    expect(new Set(refused.map((x) => x.a.code))).toEqual(
      new Set([who === 'a' ? 'point.reward.out.of.stock' : 'point.balance.not.enough']),
    );
  }
  const made = await db
    .select()
    .from(pointRedemptions)
    .where(eq(pointRedemptions.status, 'in_process'));
  const ofA = made.filter((r) => r.memberId === a.member.id);
  const ofB = made.filter((r) => r.memberId === b.member.id);
  // a: the stock of 5 decides. b: 1,050 points, plus what the rounds earned, less the
  // conversions that got through, buy as many 100-point units as they cover.
  expect(ofA).toHaveLength(5);
  const [stockLeft] = await db.select().from(pointRewards).where(eq(pointRewards.id, scarce));
  expect(stockLeft?.stock).toBe(0);
  const [earned] = (
    await db.execute<{ v: string }>(
      sql`select coalesce(sum(stake), 0)::text as v from bet_records where member_id = ${b.member.id} and status = 'SETTLED'`,
    )
  ).rows;
  // Slots earn 1 point per 1.00 of valid bet.
  const earnedPoints = Math.floor(Number(earned?.v ?? '0') / 100);
  const conversionsDone = converted.filter((c) => c.status === 200).length;
  for (const c of converted)
    if (c.status !== 200)
      expect(['point.convert.over.balance', 'idempotency.in.progress']).toContain(c.code);
  const bPoints = valueOf<{ points: number }>(await p.balance(b)).points;
  expect(bPoints).toBeGreaterThanOrEqual(0);
  expect(bPoints + ofB.length * 100 + conversionsDone * 100).toBe(1050 + earnedPoints);
  expect(ofB.length).toBeGreaterThanOrEqual(1);
  expect(valueOf<{ points: number }>(await p.balance(a)).points).toBe(200);

  // Four simultaneous approvals of every redemption: one goes through, each pays once.
  const approvals = await Promise.all(
    made.flatMap((r) => Array.from({ length: 4 }, () => p.approve(r.id).then(answer))),
  );
  for (const r of made) {
    const mine = approvals.filter((x) => x.id === r.id);
    expect(mine).toHaveLength(1);
  }
  expect(
    approvals.filter((x) => x.status !== 200).every((x) => x.code === 'transaction.state.invalid'),
  ).toBe(true);
  const [payments] = (
    await db.execute<{ n: number; total: string }>(sql`
      select count(*)::int as n, coalesce(sum(e.amount), 0)::text as total
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.kind = 'member'
      where t.kind = 'bonus' and t.reference like 'points:PR%'`)
  ).rows;
  expect(payments?.n).toBe(made.length);
  expect(BigInt(payments?.total ?? '0')).toBe(150n * BigInt(made.length));
  const money = valueOf<{ sumBalance: string }>(await p.money(a)).sumBalance;
  expect(money).toBe('7.50');
  expect(
    (
      await db
        .select()
        .from(betRecords)
        .where(and(eq(betRecords.memberId, b.member.id), eq(betRecords.status, 'SETTLED')))
    ).length,
  ).toBe(20);
  expect(codeOf(await p.approve(made[0]!.id))).toBe('transaction.state.invalid');
  expect(await auditPoints(db)).toEqual(CLEAN_POINTS);
  expect(await auditLedger(db)).toEqual({ total: 0n, unbalanced: 0, drifted: 0, negative: 0 });
}, 240_000);
