// Points agree with the bet records they are computed from: a few thousand demo rounds in
// every game category (lottery bets settling later), by several members at once, with the
// members' points read while the rounds are still being played (rounds go through
// app.inject without the per-response contract check, which demo-rounds.test.ts covers). Afterwards each member's
// points equal, category by category, floor(settled stakes x the category's rate), and the
// points ledger is balanced. Runs on PGlite and on PostgreSQL (real concurrency there).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { games } from '../src/db/schema/games';
import { pointEarnings } from '../src/db/schema/points';
import { betCategory } from '../src/domain/games';
import { DEMO_POINT_RATES } from '../src/seed/data/point-mall';
import type { TestMember } from './helpers/members';
import {
  auditPoints,
  CLEAN_POINTS,
  launchGame,
  pointsClient,
  pointsMember,
  valueOf,
} from './helpers/points';
import { createTestApp, json, type TestApp } from './helpers/test-app';

const MEMBERS = 4;
/** 2,000 rounds on PostgreSQL (concurrent for real), 200 on PGlite (which runs one at a time). */
const roundsPerMember = () =>
  Number(process.env.POINTS_ROUNDS ?? (t.database.kind === 'postgres' ? 500 : 50));
let now = Date.UTC(2026, 10, 24, 12, 0, 5);
let t: TestApp;
let p: ReturnType<typeof pointsClient>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  p = pointsClient(t, '');
});
afterAll(() => t.close());

const BETS: Record<string, (numero?: string) => object> = {
  slot: () => ({}),
  baccarat: () => ({ side: 'BANKER' }),
  duel: () => ({ side: 'HOME' }),
  crash: () => ({ target: '2.00' }),
  lottery: (numero) => ({ pick: 'BIG', numero }),
};
const STAKES = ['1.00', '1.37', '2.50', '3.03', '5.55', '1.01'];

/** Per category of the bet records, the first game of it and its engine. */
async function oneGamePerCategory() {
  const rows = await t.database.db
    .select({
      id: games.id,
      category: games.category,
      vendorCode: games.vendorCode,
      engine: games.engine,
    })
    .from(games)
    .orderBy(games.id);
  const chosen = new Map<string, { id: number; engine: string }>();
  for (const g of rows) {
    const category = betCategory(g);
    if (!chosen.has(category)) chosen.set(category, { id: g.id, engine: g.engine });
  }
  return chosen;
}

it('earns exactly floor(valid bets x rate) per category, read while rounds run', async () => {
  const db = t.database.db;
  const chosen = await oneGamePerCategory();
  expect([...chosen.keys()].sort()).toEqual(Object.keys(DEMO_POINT_RATES).sort());
  const players: { m: TestMember; sessions: { session: string; engine: string }[] }[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const m = await pointsMember(db, `accrual_${i}`, { fund: '100000.00', now });
    const sessions = [];
    for (const game of chosen.values()) {
      const mode = game.engine === 'lottery' ? 'LOTT' : 'GLS';
      sessions.push({
        session: await launchGame(t, m, `nodeId=${game.id}&launchMode=${mode}`),
        engine: game.engine,
      });
    }
    players.push({ m, sessions });
  }
  const ROUNDS_PER_MEMBER = roundsPerMember();
  const drawOf = async (session: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/demo-games/api/state?session=${session}`,
    });
    return (json(res).value as { draw: { current: { numero: string; closeTime: number } } | null })
      .draw?.current;
  };

  let reads = 0;
  let lastClose = now;
  // Each member plays its rounds in order, cycling through the categories; the members play
  // at the same time, and every 50 rounds a member's points are read (an accrual racing the
  // other members' rounds, and lottery bets still open).
  await Promise.all(
    players.map(async ({ m, sessions }, who) => {
      for (let k = 0; k < ROUNDS_PER_MEMBER; k++) {
        const s = sessions[k % sessions.length]!;
        let numero: string | undefined;
        if (s.engine === 'lottery') {
          const draw = await drawOf(s.session);
          numero = draw?.numero;
          lastClose = Math.max(lastClose, draw?.closeTime ?? now);
        }
        const bet = BETS[s.engine]!(numero);
        const stake = STAKES[(k + who) % STAKES.length]!;
        const played = await t.app.inject({
          method: 'POST',
          url: '/demo-games/api/round',
          payload: { session: s.session, roundId: `accrual-${who}-${k}`, stake, bet },
        });
        expect(played.statusCode, played.body).toBe(200);
        if (k % 50 === 49) {
          valueOf(await p.balance(m));
          reads += 1;
        }
      }
    }),
  );
  // Lottery bets are still open: their stakes are not valid bets yet.
  const [open] = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from bet_records where status = 'OPEN'`,
    )
  ).rows;
  expect(open?.n).toBeGreaterThan(0);
  for (const { m } of players) valueOf(await p.balance(m));
  // Close the draws and let the game pages settle them, then read the points again.
  now = lastClose + 1_000;
  for (const { sessions } of players)
    for (const s of sessions) if (s.engine === 'lottery') await drawOf(s.session);
  const [stillOpen] = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from bet_records where status = 'OPEN'`,
    )
  ).rows;
  expect(stillOpen?.n).toBe(0);

  for (const { m } of players) {
    const balance = valueOf<{ points: number; totalEarned: number; validBets: string }>(
      await p.balance(m),
    );
    const perCategory = (
      await db.execute<{ category: string; valid: string; n: number }>(sql`
        select category, sum(stake)::text as valid, count(*)::int as n from bet_records
        where member_id = ${m.member.id} and status = 'SETTLED' group by category`)
    ).rows;
    let expected = 0n;
    let valid = 0n;
    for (const row of perCategory) {
      const [whole = '0', frac = ''] = (DEMO_POINT_RATES[row.category] ?? '0').split('.');
      const rate = BigInt(whole) * 10_000n + BigInt(frac.padEnd(4, '0'));
      expected += (BigInt(row.valid) * rate) / 1_000_000n;
      valid += BigInt(row.valid);
    }
    expect(perCategory.reduce((n, r) => n + r.n, 0)).toBe(ROUNDS_PER_MEMBER);
    expect(balance.totalEarned).toBe(Number(expected));
    expect(balance.points).toBe(Number(expected));
    expect(balance.validBets).toBe(`${valid / 100n}.${String(valid % 100n).padStart(2, '0')}`);
    const earnings = await db
      .select()
      .from(pointEarnings)
      .where(eq(pointEarnings.memberId, m.member.id));
    expect(new Map(earnings.map((e) => [e.category, e.validBets]))).toEqual(
      new Map(perCategory.map((r) => [r.category, BigInt(r.valid)])),
    );
  }
  expect(reads).toBe(MEMBERS * Math.floor(ROUNDS_PER_MEMBER / 50));
  process.stdout.write(
    `[points accrual] ${t.database.kind}: ${MEMBERS * ROUNDS_PER_MEMBER} rounds, ${reads} reads while playing\n`,
  );
  expect(await auditPoints(db)).toEqual(CLEAN_POINTS);
}, 600_000);
