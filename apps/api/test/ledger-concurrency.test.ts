// 1,000 concurrent demo rounds across 20 members, half of them sent twice at the same time
// with the same round id (a client retry racing the original). Runs on PGlite and, in the
// second pass of `pnpm test`, on PostgreSQL, where the races are real.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { betRecords } from '../src/db/schema/bets';
import { ledgerAccounts } from '../src/db/schema/ledger';
import { toMinor } from '../src/domain/kernel';
import { auditLedger } from './helpers/ledger-audit';
import { createMember, type TestMember } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

const MEMBERS = 20;
const ROUNDS = 1000;
const STAKES = ['1.00', '2.50', '5.00', '0.99', '3.10'].filter((s) => toMinor(s) >= 100n);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('keeps every balance equal to its opening balance plus payouts minus stakes, with no double payment', async () => {
  const db = t.database.db;
  // Members 0 and 1 are funded short (their luck decides how many rounds they can pay for);
  // member 2 has nothing, so every one of its rounds must be refused without an overdraft.
  const opening = Array.from({ length: MEMBERS }, (_, i) =>
    i < 2 ? '12.00' : i === 2 ? '0.00' : '1000.00',
  );
  const members: TestMember[] = [];
  const sessions: string[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const m = await createMember(db, `racer_${i}`, { fund: opening[i] });
    members.push(m);
    const res = await t.request({
      method: 'GET',
      url: '/wps/game/launchGame?nodeId=1&launchMode=GLS',
      headers: { ...DEMO, authorization: m.token },
    });
    sessions.push(
      new URL(
        (json(res).value as { content: { game_url: string } }).content.game_url,
        'http://x',
      ).searchParams.get('session') ?? '',
    );
  }

  const requests: Promise<{ k: number; status: number; body: Record<string, unknown> }>[] = [];
  for (let k = 0; k < ROUNDS; k++) {
    const payload = {
      session: sessions[k % MEMBERS],
      roundId: `race-${String(k).padStart(4, '0')}`,
      stake: STAKES[k % STAKES.length],
      bet: {},
    };
    const send = () =>
      t
        .request({ method: 'POST', url: '/demo-games/api/round', payload })
        .then((res) => ({ k, status: res.statusCode, body: json(res) }));
    requests.push(send());
    if (k % 2 === 0) requests.push(send());
  }
  const answers = await Promise.all(requests);
  expect(answers).toHaveLength(1500);

  // Every answer is a round or a refusal for lack of funds; a round and its retry agree.
  const byRound = new Map<number, { payout: string; stake: string }>();
  for (const a of answers) {
    if (a.status !== 200) {
      expect(a.body.errorCode).toBe('account.balance.not.enough');
      expect(a.k % MEMBERS).toBeLessThan(3);
      continue;
    }
    const v = a.body.value as { payout: string; stake: string };
    const seen = byRound.get(a.k);
    if (seen) expect(v).toMatchObject(seen);
    else byRound.set(a.k, { payout: v.payout, stake: v.stake });
  }

  // No duplicate rounds: one bet record per round played.
  const [records] = (
    await db.execute<{ n: number; distinct_rounds: number }>(
      sql`select count(*)::int as n, count(distinct (member_id, round_id))::int as distinct_rounds from bet_records where round_id like 'race-%'`,
    )
  ).rows;
  expect(records?.n).toBe(byRound.size);
  expect(records?.distinct_rounds).toBe(byRound.size);

  // Each balance = opening + recorded payouts - recorded stakes, and equals what the answers say.
  for (const [i, m] of members.entries()) {
    const rows = await db
      .select({ stake: betRecords.stake, payout: betRecords.payout })
      .from(betRecords)
      .where(eq(betRecords.memberId, m.member.id));
    const recorded = rows.reduce((s, r) => s + r.payout - r.stake, 0n);
    const fromAnswers = [...byRound.entries()]
      .filter(([k]) => k % MEMBERS === i)
      .reduce((s, [, v]) => s + toMinor(v.payout) - toMinor(v.stake), 0n);
    expect(fromAnswers).toBe(recorded);
    const [account] = await db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.memberId, m.member.id));
    expect(account?.balance).toBe(toMinor(opening[i] ?? '0') + recorded);
    expect(account?.balance).toBeGreaterThanOrEqual(0n);
  }
  // The penniless member played nothing.
  expect([...byRound.keys()].filter((k) => k % MEMBERS === 2)).toEqual([]);
  expect(await auditLedger(db)).toEqual({ total: 0n, unbalanced: 0, drifted: 0, negative: 0 });
}, 480_000);
