// The progressive jackpot as a real pool in the ledger (domain/jackpot): the sweep moves
// exactly its share of the eligible stakes in, once; a winning slot round is paid the pool;
// the public call and the operator's statement read the jackpot account. The concurrent case
// runs rounds and sweeps at once (real races on PostgreSQL, the second pass of the suite).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jackpotPools } from '../src/db/schema/jackpot';
import { merchants } from '../src/db/schema/merchants';
import { sweepJackpot } from '../src/domain/jackpot';
import { addDays, localDay, merchantZone, toDecimal, toMinor } from '../src/domain/kernel';
import { createOperatorKey } from '../src/domain/operators';
import { scriptedRng } from '../src/vendors/demo/engines/rng';
import { playRound } from '../src/vendors/demo/rounds';
import { auditLedger } from './helpers/ledger-audit';
import { createMember, type TestMember } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

// Far after anything the seed wrote, so the first sweep takes all of it.
const T = Date.UTC(2031, 0, 6, 12, 0, 0);
let now = T;
let t: TestApp;
let merchant: { id: number; currency: string };
let operatorKey: string;

/** Reel by reel (3 cells each): the centre line shows three SEVENs, no other line pays. */
const HIT = [39, 0, 25, 25, 0, 39, 39, 0, 25];
/** No line pays. */
const MISS = [12, 20, 30, 20, 30, 12, 20, 12, 30];
const BP = 100n;

const jackpotSettings = { enabled: true, contributionBp: Number(BP), categories: ['RNG'] };
const sweep = (at: number) =>
  sweepJackpot(t.database.db, { ...merchant, jackpot: jackpotSettings }, at);

async function pool(): Promise<{ cached: bigint; entries: bigint; carry: bigint }> {
  const { rows } = await t.database.db.execute<{ cached: string; entries: string }>(sql`
    select a.balance::text as cached, coalesce(sum(e.amount), 0)::text as entries
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
     where a.merchant_id = ${merchant.id} and a.kind = 'jackpot' group by a.id`);
  const [state] = await t.database.db
    .select()
    .from(jackpotPools)
    .where(eq(jackpotPools.merchantId, merchant.id));
  return {
    cached: BigInt(rows[0]?.cached ?? '0'),
    entries: BigInt(rows[0]?.entries ?? '0'),
    carry: BigInt(state?.carry ?? 0),
  };
}

async function slotSession(m: TestMember): Promise<string> {
  const res = await t.request({
    method: 'GET',
    url: '/wps/game/launchGame?nodeId=1&launchMode=GLS',
    headers: { ...DEMO, authorization: m.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = (json(res).value as { content: { game_url: string } }).content.game_url;
  return new URL(url, 'http://x').searchParams.get('session') ?? '';
}

const spin = (session: string, roundId: string, stake: string, cells: number[], at: number) =>
  playRound(t.database.db, { token: session, roundId, stake, bet: {} }, at, scriptedRng(cells));

const memberBalance = async (m: TestMember) => {
  const res = await t.request({
    method: 'GET',
    url: '/demo-games/api/state?session=' + (await slotSession(m)),
  });
  return toMinor((json(res).value as { balance: string }).balance);
};

const ZERO_AUDIT = { total: 0n, unbalanced: 0, drifted: 0, negative: 0 };

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchant = { id: m!.id, currency: m!.currency };
  operatorKey = (await createOperatorKey(t.database.db, merchant.id, 'tester', T)).key;
  // Whatever the seed played is swept first: the tests below count from here.
  await sweep(T);
});
afterAll(() => t.close());

describe('the jackpot sweep', () => {
  it('moves exactly its share of the eligible stakes, carrying fractions, and only once', async () => {
    const m = await createMember(t.database.db, 'jp_sweeper', { fund: '500.00', now });
    const session = await slotSession(m);
    const start = await pool();
    expect(start.cached).toBe(start.entries);
    // 1% of 1.37 is 1.37 cents: one cent flows in, 0.37 of a cent is carried.
    const stakes = ['1.37', '2.49', '3.33', '1.01', '7.77', '1.99'];
    // Two sweeps: the first three stakes, then the rest.
    for (const [i, stake] of stakes.slice(0, 3).entries())
      await spin(session, `sw-${i}`, stake, MISS, T + 1_000 + i);
    const first = await sweep(T + 1_100);
    expect(first.bets).toBe(3);
    for (const [i, stake] of stakes.slice(3).entries())
      await spin(session, `sw-${i + 3}`, stake, MISS, T + 2_000 + i);
    const second = await sweep(T + 60_000);
    expect(second.bets).toBe(3);
    const total = stakes.reduce((s, x) => s + toMinor(x), 0n);
    const after = await pool();
    expect(first.contributed + second.contributed).toBe((total * BP + start.carry) / 10_000n);
    expect(after.carry).toBe((total * BP + start.carry) % 10_000n);
    expect(after.cached).toBe(start.cached + first.contributed + second.contributed);
    expect(after.entries).toBe(after.cached);
    // Run again (a retry, a second replica): nothing moves.
    const again = await sweep(T + 60_000);
    expect(again).toMatchObject({ swept: false, bets: 0, contributed: 0n, wins: [] });
    expect(await pool()).toEqual(after);
    expect(await auditLedger(t.database.db)).toEqual(ZERO_AUDIT);
  });

  it('sweeps a bet that commits after a later sweep, whatever its time stamp', async () => {
    const m = await createMember(t.database.db, 'jp_late', { fund: '50.00', now });
    const session = await slotSession(m);
    await sweep(T + 90_000);
    const before = await pool();
    // Stamped long before the sweep that just ran (a round committing late, or the development
    // clock set back after a move forward): it is still queued, and taken by the next sweep.
    await spin(session, 'late', '10.00', MISS, T - 3_600_000);
    const next = await sweep(T + 90_001);
    expect(next.bets).toBe(1);
    const share = toMinor('10.00') * BP + before.carry;
    expect(next.contributed).toBe(share / 10_000n);
    expect((await pool()).carry).toBe(share % 10_000n);
    expect(await sweep(T + 90_002)).toMatchObject({ swept: false, bets: 0 });
  });

  it('pays the whole pool to a round whose centre line shows three SEVENs, through the ledger', async () => {
    now = T + 100_000;
    const m = await createMember(t.database.db, 'jp_winner', { fund: '100.00', now });
    const other = await createMember(t.database.db, 'jp_other', { fund: '100.00', now });
    const session = await slotSession(m);
    const otherSession = await slotSession(other);
    await spin(otherSession, 'before', '5.00', MISS, now + 1);
    const win = await spin(session, 'the-hit', '2.00', HIT, now + 2);
    // The round itself pays its line (three SEVENs: 250 x the line stake, stake / 5).
    expect(win.payout).toBe(toMinor('100.00'));
    await spin(otherSession, 'after', '9.00', MISS, now + 3);
    const before = await pool();
    const balanceBefore = await memberBalance(m);
    const result = await sweep(now + 20_000);
    // The stakes up to the win flow in first: 1% of 5.00 and of 2.00 with the carry.
    const share = (toMinor('7.00') * BP + before.carry) / 10_000n;
    const rest =
      (((toMinor('7.00') * BP + before.carry) % 10_000n) + toMinor('9.00') * BP) / 10_000n;
    expect(result.wins).toHaveLength(1);
    expect(result.wins[0]).toMatchObject({ memberId: m.member.id, amount: before.cached + share });
    expect(await memberBalance(m)).toBe(balanceBefore + before.cached + share);
    const after = await pool();
    expect(after.cached).toBe(rest);
    expect(after.entries).toBe(after.cached);
    expect(await auditLedger(t.database.db)).toEqual(ZERO_AUDIT);

    // The public figure is the account's balance; the operator reads its statement.
    const shown = await t.request({
      method: 'GET',
      url: '/wps/relay/VIS_getJackpot',
      headers: DEMO,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(json(shown).value).toEqual({ amount: toDecimal(after.cached), contributionBp: 100 });
    const statement = await t.request({
      method: 'GET',
      url: '/operator/jackpot?size=3',
      headers: { ...DEMO, 'x-operator-key': operatorKey },
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const value = json(statement).value as {
      balance: string;
      total: number;
      lines: { kind: string; amount: string; reference: string | null }[];
    };
    expect(value.balance).toBe(toDecimal(after.cached));
    expect(value.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['funding', toDecimal(rest)],
      ['payout', toDecimal(-(before.cached + share))],
      ['funding', toDecimal(share)],
    ]);
    expect(value.lines[1]?.reference).toMatch(/^jackpot:\d+$/);
    const wrongKey = await t.request({
      method: 'GET',
      url: '/operator/jackpot',
      headers: { ...DEMO, 'x-operator-key': 'opk_wrong' },
    });
    expect(wrongKey.statusCode).toBe(401);
  });

  it("audits the pool: each win names its bet and member, a period of the merchant's days sums it", async () => {
    interface Statement {
      balance: string;
      contributed: string;
      paid: string;
      total: number;
      lines: { kind: string; amount: string; betId: number | null; member: string | null }[];
    }
    const read = async (query: string, headers: Record<string, string> = {}) => {
      const res = await t.request({
        method: 'GET',
        url: `/operator/jackpot${query}`,
        headers: { ...DEMO, 'x-operator-key': operatorKey, ...headers },
      });
      return res;
    };
    const statement = async (query: string) => {
      const res = await read(query);
      expect(res.statusCode, res.body).toBe(200);
      return json(res).value as Statement;
    };
    const all = await statement('?size=100');
    const win = all.lines.find((l) => l.kind === 'payout');
    expect(win).toMatchObject({ member: 'jp_winner', betId: expect.any(Number) });
    expect(all.lines.filter((l) => l.kind === 'funding').every((l) => l.member === null)).toBe(
      true,
    );
    // Over the whole history the pool is what flowed in less what it paid.
    const sum = (kind: string) =>
      all.lines.filter((l) => l.kind === kind).reduce((s, l) => s + toMinor(l.amount), 0n);
    expect(toMinor(all.contributed)).toBe(sum('funding'));
    expect(toMinor(all.paid)).toBe(-sum('payout'));
    expect(toMinor(all.balance)).toBe(toMinor(all.contributed) - toMinor(all.paid));
    // Everything so far happened on one day of the merchant's calendar.
    const day = localDay(T + 120_000, await merchantZone(t.database.db, merchant.id));
    const thatDay = await statement(`?from=${day}&to=${day}&size=100`);
    expect([thatDay.total, thatDay.contributed, thatDay.paid]).toEqual([
      all.total,
      all.contributed,
      all.paid,
    ]);
    for (const query of [`?from=${addDays(day, 1)}`, `?to=${addDays(day, -1)}`]) {
      const none = await statement(query);
      expect([none.total, none.lines, none.contributed, none.paid], query).toEqual([
        0,
        [],
        toDecimal(0n),
        toDecimal(0n),
      ]);
      expect(none.balance).toBe(all.balance);
    }
    for (const query of [`?from=${day}&to=${addDays(day, -1)}`, '?from=2031-02-30']) {
      const bad = await read(query);
      expect([bad.statusCode, json(bad).errorCode], query).toEqual([400, 'request.param.err']);
    }
    // Another merchant's staff reads its own (empty) pool, never this one.
    const [other] = await t.database.db
      .insert(merchants)
      .values({
        code: 'otherjp',
        name: 'Other',
        currency: 'USD',
        currencySymbol: '$',
        settings: {},
      })
      .returning();
    const { key } = await createOperatorKey(t.database.db, other!.id, 'other-jp', T);
    const theirs = await read('?size=100', { merchant: 'otherjp', 'x-operator-key': key });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(json(theirs).value).toMatchObject({ balance: toDecimal(0n), total: 0, lines: [] });
  });

  it('keeps the pool equal to contributions minus payouts with rounds and sweeps at once', async () => {
    const start = T + 1_000_000;
    now = start;
    const players: { m: TestMember; session: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const m = await createMember(t.database.db, `jp_racer_${i}`, { fund: '400.00', now });
      players.push({ m, session: await slotSession(m) });
    }
    const before = await pool();
    const stakes = ['1.00', '2.37', '3.50', '1.11'];
    let staked = 0n;
    let hits = 0;
    // Twelve batches, 5 s apart: each runs 24 rounds, two of them winning, beside two sweeps
    // of the pool (each taking whatever has committed so far, so they race the rounds, the
    // payouts of earlier batches and each other on the pool's lock).
    for (let b = 0; b < 12; b++) {
      const at = start + b * 5_000;
      now = at;
      const rounds = Array.from({ length: 24 }, (_, k) => {
        const p = players[k % players.length]!;
        const stake = stakes[k % stakes.length]!;
        const hit = k === 5 || k === 17;
        return spin(p.session, `race-${b}-${k}`, stake, hit ? HIT : MISS, at + k).then((r) => {
          staked += r.stake;
          if (hit) hits += 1;
          return r;
        });
      });
      await Promise.all([...rounds, sweep(at), sweep(at)]);
    }
    await sweep(start + 12 * 5_000 + 20_000);
    const { rows: queue } = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from jackpot_stakes where merchant_id = ${merchant.id}`,
    );
    expect(queue[0]?.n).toBe(0);
    expect(hits).toBe(24);

    const { rows } = await t.database.db.execute<{ kind: string; amount: string; n: string }>(sql`
      select t.kind, sum(e.amount)::text as amount, count(*)::text as n
        from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        join ledger_accounts a on a.id = e.account_id
       where a.merchant_id = ${merchant.id} and a.kind = 'jackpot' and t.created_at >= ${new Date(start).toISOString()}::timestamptz
       group by t.kind`);
    const byKind = new Map(rows.map((r) => [r.kind, { amount: BigInt(r.amount), n: Number(r.n) }]));
    const contributed = byKind.get('funding')?.amount ?? 0n;
    const paid = -(byKind.get('payout')?.amount ?? 0n);
    expect(byKind.get('payout')?.n).toBe(24);
    expect(contributed).toBe((staked * BP + before.carry) / 10_000n);
    const after = await pool();
    expect(after.cached).toBe(before.cached + contributed - paid);
    expect(after.entries).toBe(after.cached);
    expect(await auditLedger(t.database.db)).toEqual(ZERO_AUDIT);
    const shown = await t.request({
      method: 'GET',
      url: '/wps/relay/VIS_getJackpot',
      headers: DEMO,
    });
    expect((json(shown).value as { amount: string }).amount).toBe(toDecimal(after.cached));
  });
});
