// Property tests of the commission split across a three-level tree A -> B -> C -> P (three
// agents over a player), with random rates per category (not always falling down the tree)
// and random valid bets of P, C, B and A in two categories, settled by the real settlement
// (PGlite or PostgreSQL) for one closed day:
//  - each agent gets exactly floor(sum over categories of (own rate - child rate, at least 0)
//    x the eligible stake of the child's branch), the child being the next level down;
//  - rounding loses less than one minor unit per agent and never creates one;
//  - every amount is credited once; a second run pays nothing and moves no balance.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/members';
import { commissionOf, settleCommissionPeriod } from '../src/domain/contracts/commission';
import { periodOfKey } from '../src/domain/kernel';
import { auditLedger } from './helpers/ledger-audit';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let merchant: { id: number; currency: string; timeZone: string };
let game: Record<string, string | number>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GMT8 = 8 * HOUR;
/** A closed day (GMT+8) ten days ago. */
const start = (() => {
  const local = Date.now() + GMT8 - 10 * DAY;
  return local - (local % DAY) - GMT8;
})();
const period = periodOfKey(
  'D',
  new Date(start + GMT8).toISOString().slice(0, 10),
  'Asia/Shanghai',
)!;
const CATEGORIES = ['RNG', 'LIVE'] as const;
const LEVELS = ['a', 'b', 'c', 'p'] as const;
type Level = (typeof LEVELS)[number];

const rate = fc.integer({ min: 0, max: 300 }); // hundredths of a percent: 0.00 .. 3.00
const stake = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000_000 }));
const sample = fc.record({
  rates: fc.record({
    a: fc.tuple(rate, rate),
    b: fc.tuple(rate, rate),
    c: fc.tuple(rate, rate),
    p: fc.tuple(rate, rate),
  }),
  stakes: fc.record({
    a: fc.tuple(stake, stake),
    b: fc.tuple(stake, stake),
    c: fc.tuple(stake, stake),
    p: fc.tuple(stake, stake),
  }),
});
const text = (h: number) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [m] = (await db.execute<{ id: number }>(sql`select id from merchants where code = 'demo'`))
    .rows;
  merchant = { id: Number(m!.id), currency: 'USD', timeZone: 'Asia/Shanghai' };
  game = (
    await db.execute<Record<string, string | number>>(
      sql`select id, vendor_code, game_code from games where merchant_id = ${merchant.id} limit 1`,
    )
  ).rows[0]!;
});
afterAll(() => t.close());

const balances = async (ids: readonly number[]) =>
  (
    await t.database.db.execute<{ member: number; balance: string }>(sql`
      select m.id as member, coalesce(a.balance, 0)::text as balance
        from members m left join ledger_accounts a on a.member_id = m.id and a.kind = 'member'
                                                 and a.vendor_code is null
       where m.id in (${sql.join(
         ids.map((id) => sql`${id}`),
         sql`, `,
       )}) order by m.id`)
  ).rows.map((r) => BigInt(r.balance));

describe('the commission split across a three-level tree', () => {
  it('each level gets exactly its difference, rounded down once; a rerun pays nothing', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(sample, async ({ rates, stakes }) => {
        const db = t.database.db;
        n++;
        const ids = {} as Record<Level, number>;
        let parent: number | null = null;
        for (const level of LEVELS) {
          const [row]: { id: number }[] = await db
            .insert(members)
            .values({
              merchantId: merchant.id,
              username: `split${n}${level}`,
              passwordHash: 'x',
              type: level === 'p' ? 0 : 1,
              parentId: parent,
              rebates: Object.fromEntries(CATEGORIES.map((c, i) => [c, text(rates[level][i]!)])),
            })
            .returning({ id: members.id });
          ids[level] = row!.id;
          parent = row!.id;
        }
        for (const level of LEVELS)
          for (const [i, category] of CATEGORIES.entries()) {
            const amount = stakes[level][i]!;
            if (amount === 0) continue;
            await db.execute(sql`
              insert into bet_records (merchant_id, member_id, round_id, category, vendor_code,
                                       game_id, game_code, stake, payout, status, bet, outcome,
                                       created_at, settled_at)
              values (${merchant.id}, ${ids[level]}, ${`split-${n}-${level}-${category}`},
                      ${category}, ${game.vendor_code}, ${game.id}, ${game.game_code}, ${amount},
                      0, 'SETTLED', '{}', '{}', ${new Date(start + HOUR * (1 + i)).toISOString()},
                      ${new Date(start + HOUR * (2 + i)).toISOString()})`);
          }

        // Expected, level by level: the child's branch is the child and everyone below it.
        const branch = (from: number, i: number) =>
          LEVELS.slice(from).reduce((s, l) => s + BigInt(stakes[l][i]!), 0n);
        const exact = (agent: number) =>
          CATEGORIES.reduce((sum, _, i) => {
            const diff = rates[LEVELS[agent]!][i]! - rates[LEVELS[agent + 1]!][i]!;
            return sum + (diff > 0 ? BigInt(diff) * branch(agent + 1, i) : 0n);
          }, 0n);
        const expected = [0, 1, 2].map((a) => exact(a) / 10_000n);
        // The pure rule agrees with the per-level sum.
        expect(
          commissionOf(
            CATEGORIES.map((_, i) => ({
              validBet: branch(1, i),
              rate: BigInt(rates.a[i]!),
              downlineRate: BigInt(rates.b[i]!),
            })),
          ),
        ).toBe(expected[0]);

        const agents = [ids.a, ids.b, ids.c];
        const at = start + 2 * DAY;
        await settleCommissionPeriod(db, merchant, period, at);
        const paid = await balances(agents);
        expect(paid).toEqual(expected);
        const rows = (
          await db.execute<{ agent: number; amount: string }>(sql`
            select agent_id as agent, amount::text as amount from commission_settlements
             where agent_id in (${ids.a}, ${ids.b}, ${ids.c}) order by agent_id`)
        ).rows;
        expect(rows.map((r) => BigInt(r.amount))).toEqual(expected.filter((x) => x > 0n));
        // Rounding: under one minor unit lost per agent, none created.
        const exactTotal = [0, 1, 2].reduce((s, a) => s + exact(a), 0n);
        const total = expected.reduce((s, x) => s + x, 0n);
        expect(total * 10_000n <= exactTotal).toBe(true);
        expect(exactTotal - total * 10_000n < 3n * 10_000n).toBe(true);
        // The player and the top agent's own bets earn nothing for the player.
        expect(await balances([ids.p])).toEqual([0n]);

        await settleCommissionPeriod(db, merchant, period, at + HOUR);
        expect(await balances(agents)).toEqual(expected);
      }),
      { numRuns: 30 },
    );
    expect(await auditLedger(t.database.db)).toEqual({
      total: 0n,
      unbalanced: 0,
      drifted: 0,
      negative: 0,
    });
    const twice = (
      await t.database.db.execute<{ n: string }>(sql`
        select count(*)::text as n from (
          select reference from ledger_transactions where kind = 'commission'
           group by reference having count(*) > 1) x`)
    ).rows[0];
    expect(twice?.n).toBe('0');
  });
});
