// The demo team's contracts: the house pays the demo agent a contract of every kind; the demo
// agent offers its six sub-agents contracts in every state (offered, new terms offered, in
// force, rejected, withdrawn, terminated, superseded), sub-agent 1 pays its own sub-agent, and
// player dp01 has a daily salary offer waiting (the player site's contract popup). Past
// periods are then settled by the settlement engine itself from the team's seeded bets, so
// every contract page has history on a fresh start. Run once, with the demo team.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../domain/kernel';
import { contractEvents, contracts } from '../db/schema/contracts';
import { members } from '../db/schema/members';
import {
  type ContractKind,
  JOBS,
  parseTerms,
  settleInTransaction,
  toWire,
} from '../domain/contracts';
import { periodAt } from '../domain/kernel';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Tiers = Record<string, unknown>[];
const TERMS: Record<ContractKind, (scale: number) => unknown> = {
  dividend: (s) => ({
    kind: 'dividend',
    cycle: 'W',
    tiers: [
      { minimumBet: '0', netLoss: '50', activeMember: 2, contractRate: rate(0.3 * s, 6) },
      { minimumBet: '2000', netLoss: '500', activeMember: 5, contractRate: rate(0.4 * s, 6) },
    ],
  }),
  daily: (s) => ({
    kind: 'daily',
    tiers: [
      { betVolume: '100', activeMember: 1, rateType: 'P', rate: rate(0.8 * s, 4) },
      { betVolume: '1000', activeMember: 3, rateType: 'P', rate: rate(1.2 * s, 4) },
      { betVolume: '5000', activeMember: 8, rateType: 'P', rate: rate(1.5 * s, 4) },
    ],
  }),
  hourly: (s) => ({
    kind: 'hourly',
    tiers: [
      { minimumBet: '20', activeMember: 1, rateType: 'P', rate: rate(0.3 * s, 4) },
      { minimumBet: '300', activeMember: 2, rateType: 'P', rate: rate(0.5 * s, 4) },
    ],
  }),
  realtime: (s) => ({
    kind: 'realtime',
    tiers: [
      { singleBet: '1', profitRate: rate(0.05 * s, 4), lossRate: rate(0.1 * s, 4) },
      { singleBet: '20', profitRate: rate(0.1 * s, 4), lossRate: rate(0.2 * s, 4) },
    ],
  }),
};

/** A rate with at most `digits` decimals, as the terms write it. */
function rate(value: number, digits: number): string {
  return value.toFixed(digits).replace(/\.?0+$/, '');
}

const canonical = (kind: ContractKind, scale: number) =>
  toWire(parseTerms(kind, TERMS[kind](scale))) as unknown as { tiers: Tiers };

/** Every state of every kind across the six sub-agents (index 0 = subagent1). */
const PLAN: Record<ContractKind, readonly string[]> = {
  dividend: ['SV', 'P', 'R', 'W', 'T', 'VE'],
  daily: ['SV', 'VE', 'P', 'R', 'W', 'T'],
  hourly: ['SV', 'T', 'VE', 'P', 'R', 'W'],
  realtime: ['SV', 'W', 'T', 'VE', 'P', 'R'],
};

export async function seedDemoContracts(
  tx: Tx,
  merchant: { id: number; currency: string; timeZone: string; language: string },
  now: number,
): Promise<void> {
  const names = [
    'demoagent',
    ...[1, 2, 3, 4, 5, 6].map((a) => `subagent${a}`),
    'subagent11',
    'dp01',
  ];
  const rows = await tx
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), inArray(members.username, names)));
  const id = new Map(rows.map((r) => [r.username, r.id]));
  const agent = id.get('demoagent');
  if (!agent || rows.length < names.length) return;
  const [existing] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.payeeId, agent))
    .limit(1);
  if (existing) return;

  const add = async (input: {
    kind: ContractKind;
    payer: number | null;
    payee: number;
    scale: number;
    status: string;
    offeredAt: number;
    startsAt?: number;
    endsAt?: number;
    endReason?: string;
    replacesId?: number;
  }) => {
    const terms = canonical(input.kind, input.scale);
    const [row] = await tx
      .insert(contracts)
      .values({
        merchantId: merchant.id,
        kind: input.kind,
        gameType: 'CONS',
        payerId: input.payer,
        payeeId: input.payee,
        status: input.status,
        cycle: parseTerms(input.kind, terms).cycle,
        terms,
        replacesId: input.replacesId ?? null,
        offeredAt: new Date(input.offeredAt),
        answeredAt:
          input.status === 'P' || input.status === 'E'
            ? null
            : new Date(input.startsAt ?? input.offeredAt + HOUR),
        startsAt: input.startsAt !== undefined ? new Date(input.startsAt) : null,
        endsAt: input.endsAt !== undefined ? new Date(input.endsAt) : null,
        endReason: input.endReason ?? null,
      })
      .returning({ id: contracts.id });
    const contractId = row!.id;
    const payerRole = input.payer === null ? 'operator' : 'payer';
    const events: (typeof contractEvents.$inferInsert)[] = [
      {
        contractId,
        actorId: input.payer,
        actorRole: payerRole,
        action: 'offered',
        newTerms: terms,
        note: input.payer === null ? 'demo-operator' : null,
        createdAt: new Date(input.offeredAt),
      },
    ];
    const answer = new Date(input.startsAt ?? input.offeredAt + HOUR);
    if (input.startsAt !== undefined)
      events.push({
        contractId,
        actorId: input.payee,
        actorRole: 'payee',
        action: 'accepted',
        newTerms: terms,
        createdAt: answer,
      });
    if (input.status === 'R')
      events.push({
        contractId,
        actorId: input.payee,
        actorRole: 'payee',
        action: 'rejected',
        createdAt: answer,
      });
    if (input.status === 'W')
      events.push({
        contractId,
        actorId: input.payer,
        actorRole: payerRole,
        action: 'withdrawn',
        createdAt: answer,
      });
    if (input.status === 'T')
      events.push({
        contractId,
        actorId: input.payer,
        actorRole: payerRole,
        action: 'terminated',
        note: 'seeded termination',
        createdAt: new Date(input.endsAt!),
      });
    await tx.insert(contractEvents).values(events);
    return contractId;
  };

  // The house pays the demo agent; everything it offers must stay within these terms.
  for (const kind of ['dividend', 'daily', 'hourly', 'realtime'] as const) {
    await add({
      kind,
      payer: null,
      payee: agent,
      scale: 1,
      status: 'V',
      offeredAt: now - 45 * DAY,
      startsAt: now - 45 * DAY + HOUR,
    });
  }
  for (const [kind, states] of Object.entries(PLAN) as [ContractKind, readonly string[]][]) {
    for (const [i, state] of states.entries()) {
      const payee = id.get(`subagent${i + 1}`)!;
      const base = { kind, payer: agent, payee };
      if (state === 'SV') {
        const supersededAt = now - 8 * DAY;
        const first = await add({
          ...base,
          scale: 0.5,
          status: 'S',
          offeredAt: now - 40 * DAY,
          startsAt: now - 40 * DAY + HOUR,
          endsAt: supersededAt,
          endReason: 'superseded',
        });
        await tx.insert(contractEvents).values({
          contractId: first,
          actorId: payee,
          actorRole: 'payee',
          action: 'superseded',
          oldTerms: canonical(kind, 0.5),
          newTerms: canonical(kind, 0.7),
          createdAt: new Date(supersededAt),
        });
        await add({
          ...base,
          scale: 0.7,
          status: 'V',
          offeredAt: supersededAt - HOUR,
          startsAt: supersededAt,
        });
      } else if (state === 'VE') {
        const active = await add({
          ...base,
          scale: 0.6,
          status: 'V',
          offeredAt: now - 30 * DAY,
          startsAt: now - 30 * DAY + HOUR,
        });
        await add({ ...base, scale: 0.75, status: 'E', offeredAt: now - DAY, replacesId: active });
      } else if (state === 'T') {
        await add({
          ...base,
          scale: 0.6,
          status: 'T',
          offeredAt: now - 30 * DAY,
          startsAt: now - 30 * DAY + HOUR,
          endsAt: now - 5 * DAY,
          endReason: 'payer',
        });
      } else {
        await add({ ...base, scale: 0.6, status: state, offeredAt: now - 3 * DAY });
      }
    }
  }
  // A second level: sub-agent 1 pays its own sub-agent; a player waits on a daily salary offer.
  for (const kind of ['daily', 'dividend'] as const)
    await add({
      kind,
      payer: id.get('subagent1')!,
      payee: id.get('subagent11')!,
      scale: 0.4,
      status: 'V',
      offeredAt: now - 7 * DAY,
      startsAt: now - 7 * DAY + HOUR,
    });
  await add({
    kind: 'daily',
    payer: agent,
    payee: id.get('dp01')!,
    scale: 0.3,
    status: 'P',
    offeredAt: now - HOUR,
  });

  // History: the engine settles closed periods from the seeded bets: the last days and weeks,
  // and the latest hours and 5-minute windows in which the team played.
  const since = now - 3 * DAY;
  const { rows: recent } = await tx.execute<{ at: string }>(sql`
    select b.settled_at::text as at from bet_records b
      join member_tree t on t.descendant_id = b.member_id and t.ancestor_id = ${agent}
     where b.merchant_id = ${merchant.id} and b.status = 'SETTLED'
       and b.settled_at >= ${new Date(since).toISOString()} and b.settled_at < ${new Date(now).toISOString()}
     order by b.settled_at desc limit 5000`);
  const history: Record<string, number> = {
    'dividend:W': 5,
    'daily:D': 10,
    'hourly:h': 12,
    'realtime:r': 12,
  };
  for (const job of JOBS) {
    const count = history[job.job];
    if (!count) continue;
    const open = periodAt(job.cycle, now, merchant.timeZone);
    const periods = new Map<string, ReturnType<typeof periodAt>>();
    if (job.cycle === 'h' || job.cycle === 'r') {
      for (const r of recent) {
        const p = periodAt(job.cycle, Date.parse(r.at), merchant.timeZone);
        if (p.key !== open.key) periods.set(p.key, p);
        if (periods.size >= count) break;
      }
    } else {
      let p = open;
      for (let i = 0; i < count; i++) {
        p = periodAt(job.cycle, p.start - 1, merchant.timeZone);
        periods.set(p.key, p);
      }
    }
    for (const p of [...periods.values()].sort((a, b) => a.start - b.start))
      await settleInTransaction(tx, merchant, job, p, now);
  }
}
