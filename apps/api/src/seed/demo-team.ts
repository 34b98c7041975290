// The demo agent's team: a few levels of sub-agents and players (about 330 accounts) with 60
// days of deposits, withdrawals and settled demo rounds, written as balanced ledger
// transactions in batches; then the agents' commission of every closed day, paid by the real
// commission settlement (src/domain/contracts/commission.ts) an hour after each day closed. Deterministic (seeded random numbers) and run once:
// an agent that already has downlines is left alone.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { betRecords } from '../db/schema/bets';
import { paymentPasswords } from '../db/schema/cashier';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema/ledger';
import { members } from '../db/schema/members';
import { memberTree } from '../db/schema/team';
import type { Db } from '../db/client';
import { hashPassword } from '../domain/accounts';
import { settleCommissionPeriod } from '../domain/contracts';
import { houseAccount, periodAt, type Tx } from '../domain/kernel';

const DAY = 86_400_000;
/** The demo agent's own rebates, per product type (percent). */
export const DEMO_AGENT_REBATES: Record<string, string> = {
  RNG: '1.50',
  LIVE: '1.00',
  FISH: '1.20',
  PVP: '0.80',
  SPORTS: '1.20',
  ESPORTS: '1.00',
  COCKFIGHT: '0.80',
  LOTT: '2.00',
  ELOTT: '1.50',
};
/** The demo agent's payment password (transfer to downline). */
export const DEMO_PAYMENT_PASSWORD = '246810';

/** mulberry32: small, fast, deterministic. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)) };
}

interface TeamMember {
  username: string;
  type: number;
  parent: string;
  createdAt: number;
}

/** The shape of the team: usernames, types, uplines and registration times. */
export function demoTeamShape(agent: string, now: number, rng = random(2026)): TeamMember[] {
  const out: TeamMember[] = [];
  const since = (maxDays: number) => now - rng.int(1, maxDays) * DAY - rng.int(0, DAY - 1);
  const players = (parent: string, prefix: string, n: number, maxDays: number) => {
    for (let i = 1; i <= n; i++) {
      out.push({
        username: `${prefix}${String(i).padStart(2, '0')}`,
        type: 0,
        parent,
        createdAt: since(maxDays),
      });
    }
  };
  players(agent, 'dp', 40, 60);
  for (let a = 1; a <= 6; a++) {
    const sub = `subagent${a}`;
    out.push({ username: sub, type: 1, parent: agent, createdAt: now - (60 + a) * DAY });
    players(sub, `s${a}p`, 15, 58);
    for (let b = 1; b <= 2; b++) {
      const subsub = `subagent${a}${b}`;
      out.push({ username: subsub, type: 1, parent: sub, createdAt: now - (59 - a) * DAY });
      players(subsub, `s${a}${b}p`, 15, 50);
    }
  }
  return out;
}

/** Inserts rows in slices (PGlite and PostgreSQL both cap the parameters of one statement). */
async function chunked<T>(rows: T[], size: number, write: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

export async function seedDemoTeam(
  tx: Tx,
  merchantId: number,
  currency: string,
  now: number,
  timeZone: string,
): Promise<void> {
  const [agent] = await tx
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, 'demoagent')));
  if (!agent) return;
  const [has] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberTree)
    .where(and(eq(memberTree.ancestorId, agent.id), sql`${memberTree.depth} >= 1`));
  if ((has?.n ?? 0) > 0) return;

  await tx.update(members).set({ rebates: DEMO_AGENT_REBATES }).where(eq(members.id, agent.id));
  await tx
    .insert(paymentPasswords)
    .values({
      memberId: agent.id,
      hash: await hashPassword(DEMO_PAYMENT_PASSWORD),
      updatedAt: new Date(now),
    })
    .onConflictDoNothing();

  const rng = random(2026);
  const shape = demoTeamShape(agent.username, now, rng);
  // One hash for every team account (they share the demo password; hashing is slow on purpose).
  const passwordHash = await hashPassword('Demo1234');
  const ids = new Map<string, number>([[agent.username, agent.id]]);
  const subRebates = Object.fromEntries(
    Object.entries(DEMO_AGENT_REBATES).map(([k, v]) => [k, (Number(v) / 2).toFixed(2)]),
  );
  // Uplines before their downlines (the tree trigger reads the upline's ancestors).
  for (const level of [0, 1, 2]) {
    const rows = shape.filter((m) => {
      const depth =
        m.parent === agent.username ? 0 : m.parent.length === 'subagent1'.length ? 1 : 2;
      return depth === level;
    });
    await chunked(rows, 200, async (slice) => {
      const inserted = await tx
        .insert(members)
        .values(
          slice.map((m) => ({
            merchantId,
            username: m.username,
            passwordHash,
            type: m.type,
            nickname: null,
            parentId: ids.get(m.parent) ?? null,
            rebates: m.type === 1 ? subRebates : {},
            createdAt: new Date(m.createdAt),
            passwordChangedAt: new Date(m.createdAt),
            lastLoginAt: new Date(Math.min(now, m.createdAt + rng.int(0, 40) * DAY)),
            status: rng.next() < 0.04 ? ('locked' as const) : ('active' as const),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: members.id, username: members.username });
      for (const r of inserted) ids.set(r.username, r.id);
    });
  }

  // A few games of every category, so the team's bets spread over them as real play would.
  const gameRows = (
    await tx.execute<{ id: number; category: string; vendor_code: string; game_code: string }>(sql`
      select id, category, vendor_code, game_code from (
        select id, category, vendor_code, game_code,
               row_number() over (partition by category order by id) as n
          from games where merchant_id = ${merchantId}) g
       where n <= 3 order by category, id`)
  ).rows.map((g) => ({
    id: Number(g.id),
    category: g.category,
    vendorCode: g.vendor_code,
    gameCode: g.game_code,
  }));
  // Slots are most of the play, as in the lobby.
  const pool = gameRows.flatMap((g) => (g.category === 'RNG' ? [g, g, g] : [g]));
  if (pool.length === 0) return;

  const house = await houseAccount(tx, merchantId, currency);
  // Every member has its ledger account from registration on (the members trigger).
  const teamIds = shape.flatMap((m) => ids.get(m.username) ?? []);
  const accounts = await tx
    .select({ id: ledgerAccounts.id, memberId: ledgerAccounts.memberId })
    .from(ledgerAccounts)
    .where(
      and(
        inArray(ledgerAccounts.memberId, [...teamIds, agent.id]),
        isNull(ledgerAccounts.vendorCode),
      ),
    );
  const accountOf = new Map(accounts.map((a) => [a.memberId, a.id]));

  interface Movement {
    key: string;
    kind: 'deposit' | 'withdrawal' | 'stake' | 'payout';
    at: number;
    account: number;
    /** Credit to the member (negative: debit). */
    amount: bigint;
  }
  const movements: Movement[] = [];
  const bets: (typeof betRecords.$inferInsert)[] = [];
  const balances = new Map<number, bigint>();

  for (const m of shape) {
    const memberId = ids.get(m.username);
    const account = memberId ? accountOf.get(memberId) : undefined;
    if (!memberId || !account) continue;
    let balance = 0n;
    const activeness = rng.next();
    for (let t = m.createdAt; t < now; t += DAY) {
      const dayStart = Math.floor(t / DAY) * DAY;
      if (balance < 2_000n && rng.next() < 0.35 * activeness + 0.05) {
        const amount = BigInt(rng.int(5, 200)) * 1_000n;
        movements.push({
          key: `seed-team:${m.username}:dep:${dayStart}`,
          kind: 'deposit',
          at: t + 60_000,
          account,
          amount,
        });
        balance += amount;
      }
      if (rng.next() < 0.55 * activeness) {
        const rounds = rng.int(1, 4);
        for (let r = 0; r < rounds && balance > 0n; r++) {
          const game = pool[rng.int(0, pool.length - 1)]!;
          const stakeUnits = BigInt(rng.int(1, 50)) * 100n;
          const stake = stakeUnits > balance ? balance : stakeUnits;
          const roll = rng.next();
          const payout =
            roll < 0.46 ? 0n : roll < 0.9 ? stake * 2n : roll < 0.98 ? stake / 2n : stake * 5n;
          const at = t + 120_000 + r * 30_000;
          const roundId = `seed-${m.username}-${at}`;
          bets.push({
            merchantId,
            memberId,
            roundId,
            category: game.category,
            vendorCode: game.vendorCode,
            gameId: game.id,
            gameCode: game.gameCode,
            stake,
            payout,
            status: 'SETTLED',
            bet: { amount: stake.toString() },
            outcome: {},
            createdAt: new Date(at),
            settledAt: new Date(at),
          });
          movements.push({
            key: `seed-team:${roundId}:stake`,
            kind: 'stake',
            at,
            account,
            amount: -stake,
          });
          if (payout > 0n) {
            movements.push({
              key: `seed-team:${roundId}:payout`,
              kind: 'payout',
              at,
              account,
              amount: payout,
            });
          }
          balance += payout - stake;
        }
      }
      if (balance > 50_000n && rng.next() < 0.08) {
        const amount = (balance / 2n / 100n) * 100n;
        movements.push({
          key: `seed-team:${m.username}:wd:${dayStart}`,
          kind: 'withdrawal',
          at: t + 3_600_000,
          account,
          amount: -amount,
        });
        balance -= amount;
      }
    }
    balances.set(account, balance);
  }
  // Bulk rows go in with triggers off (no per-row figures, no per-row balance check: every
  // transaction below has exactly two legs that cancel out); the figures are rebuilt once.
  await tx.execute(sql`set local session_replication_role = replica`);
  await chunked(bets, 500, (slice) => tx.insert(betRecords).values(slice));
  // Their key rows (bet_keys), which the bets' trigger writes when triggers are on.
  await tx.execute(sql`
    insert into bet_keys (member_id, round_id, bet_id, created_at, adapter, debit_tx_id, credit_tx_id)
    select member_id, round_id, id, created_at, adapter, debit_tx_id, credit_tx_id
      from bet_records where merchant_id = ${merchantId} and round_id like 'seed-%'`);
  await chunked(movements, 1000, async (slice) => {
    const created = await tx
      .insert(ledgerTransactions)
      .values(
        slice.map((mv) => ({
          merchantId,
          kind: mv.kind,
          idempotencyKey: mv.key,
          reference: 'seed:demo-team',
          createdAt: new Date(mv.at),
        })),
      )
      .returning({ id: ledgerTransactions.id, key: ledgerTransactions.idempotencyKey });
    const idOf = new Map(created.map((c) => [c.key, c.id]));
    await tx.insert(ledgerEntries).values(
      slice.flatMap((mv) => {
        const transactionId = idOf.get(mv.key)!;
        return [
          { transactionId, accountId: mv.account, amount: mv.amount, createdAt: new Date(mv.at) },
          { transactionId, accountId: house, amount: -mv.amount, createdAt: new Date(mv.at) },
        ];
      }),
    );
  });
  for (const [account, balance] of balances) {
    if (balance === 0n) continue;
    await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${balance}` })
      .where(eq(ledgerAccounts.id, account));
  }
  await tx.execute(sql`set local session_replication_role = origin`);
  await tx.execute(sql`select daily_stats_rebuild()`);

  // The agents' commission of every closed day of the team's play, settled as the scheduler
  // does (its `commission:D` runs are recorded done), each paid an hour after its day closed.
  const merchant = { id: merchantId, currency, timeZone };
  const first = Math.min(...shape.map((m) => m.createdAt));
  const open = periodAt('D', now, timeZone);
  for (let p = periodAt('D', first, timeZone); p.start < open.start;) {
    await settleCommissionPeriod(
      tx as unknown as Db,
      merchant,
      p,
      Math.min(now, p.end + 3_600_000),
      {
        inTransaction: true,
      },
    );
    p = periodAt('D', p.end, timeZone);
  }
}
