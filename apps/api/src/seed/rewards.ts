// Seeds the demo merchant's rewards: the rules that make promotion and activity claims pay, the
// missions, demoplayer's reward history (a grant in each status, paid ones through the ledger,
// their wagering long met), and mission claims of the demo team's players for the missions
// their seeded rounds and deposits completed (so the points leaderboard shows something on a
// fresh start). Idempotent: what exists is left as it is.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { members } from '../db/schema/members';
import { contentEntries } from '../db/schema/player-content';
import { memberTree } from '../db/schema/team';
import { missionClaims, missions, rewardGrants, rewardRules } from '../db/schema/rewards';
import { merchantZone, toMinor, type Tx } from '../domain/kernel';
import {
  approveGrantIn,
  grantReward,
  periodBounds,
  processGrantIn,
  progressOf,
  rejectGrantIn,
} from '../domain/rewards';
import { DEMO_MISSIONS, DEMO_PLAYER_GRANTS, DEMO_REWARD_RULES } from './data/rewards';

const DAY = 86_400_000;
const noAudit = async () => undefined;

export async function seedRewards(
  tx: Tx,
  merchantId: number,
  currency: string,
  now: number,
): Promise<void> {
  await tx
    .insert(rewardRules)
    .values(
      DEMO_REWARD_RULES.map((r) => ({
        merchantId,
        sourceKind: r.sourceKind,
        sourceKey: r.sourceKey,
        amount: r.amount ? toMinor(r.amount) : 0n,
        depositPercent: r.depositPercent ?? null,
        maxAmount: r.maxAmount ? toMinor(r.maxAmount) : null,
        requiresDeposit: r.requiresDeposit ?? false,
        review: r.review,
        wageringMultiple: r.wageringMultiple,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(missions)
    .values(
      DEMO_MISSIONS.map((m, sort) => ({
        merchantId,
        key: m.key,
        title: m.title,
        description: m.description,
        period: m.period,
        metric: m.metric,
        category: m.category ?? null,
        target:
          m.metric === 'rounds' || m.metric === 'first_deposit'
            ? BigInt(m.target)
            : toMinor(m.target),
        reward: toMinor(m.reward),
        points: m.points,
        wageringMultiple: m.wageringMultiple,
        sort,
      })),
    )
    .onConflictDoNothing();
  await seedPlayerGrants(tx, merchantId, currency, now);
  await seedTeamMissionClaims(tx, merchantId, currency, now);
}

async function seedPlayerGrants(tx: Tx, merchantId: number, currency: string, now: number) {
  const [player] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, 'demoplayer')));
  if (!player) return;
  for (const seed of DEMO_PLAYER_GRANTS) {
    const rule = DEMO_REWARD_RULES.find((r) => r.sourceKey === seed.key);
    const titles = await tx
      .select({ lang: contentEntries.lang, title: contentEntries.title })
      .from(contentEntries)
      .where(and(eq(contentEntries.merchantId, merchantId), eq(contentEntries.key, seed.key)));
    const at = now - seed.daysAgo * DAY;
    const { grant, created } = await grantReward(tx, {
      merchantId,
      memberId: player.id,
      currency,
      sourceKind: 'activity',
      sourceId: seed.key,
      amount: toMinor(rule?.amount ?? '10.00'),
      title: Object.fromEntries(titles.map((t) => [t.lang, t.title])),
      review: seed.status !== 'Claimed',
      wageringMultiple: rule?.wageringMultiple ?? '0',
      now: at,
    });
    if (!created) continue;
    const decision = { merchantId, id: grant.id, now: at + 3_600_000, audit: noAudit };
    if (seed.status === 'Process') await processGrantIn(tx, decision);
    if (seed.status === 'Rejected')
      await rejectGrantIn(tx, { ...decision, reason: seed.reason ?? 'Not eligible' });
    if (seed.status === 'Issued') await approveGrantIn(tx, decision);
  }
  // Their wagering was met long ago: the demo account can withdraw.
  await tx
    .update(rewardGrants)
    .set({
      wageringMetAt: sql`${rewardGrants.creditedAt}`,
      turnoverDone: sql`${rewardGrants.turnoverRequired}`,
    })
    .where(and(eq(rewardGrants.memberId, player.id), sql`${rewardGrants.creditedAt} is not null`));
}

async function seedTeamMissionClaims(tx: Tx, merchantId: number, currency: string, now: number) {
  const [has] = await tx
    .select({ n: count() })
    .from(missionClaims)
    .where(eq(missionClaims.merchantId, merchantId));
  if (Number(has?.n ?? 0) > 0) return;
  const [agent] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, 'demoagent')));
  if (!agent) return;
  const players = await tx
    .select({ id: members.id })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.descendantId))
    .where(
      and(eq(memberTree.ancestorId, agent.id), sql`${memberTree.depth} >= 1`, eq(members.type, 0)),
    )
    .orderBy(asc(members.id))
    .limit(24);
  const list = await tx.select().from(missions).where(eq(missions.merchantId, merchantId));
  const zone = await merchantZone(tx, merchantId);
  for (const player of players) {
    const progress = await progressOf(tx, player.id, list, now, zone);
    for (const mission of list) {
      if ((progress.get(mission.id) ?? 0n) < mission.target) continue;
      const period = periodBounds(mission.period, now, zone).key;
      const { grant, created } = await grantReward(tx, {
        merchantId,
        memberId: player.id,
        currency,
        sourceKind: 'mission',
        sourceId: `${mission.id}:${period}`,
        amount: mission.reward,
        title: mission.title,
        wageringMultiple: mission.wageringMultiple,
        now,
      });
      if (!created) continue;
      await tx.insert(missionClaims).values({
        memberId: player.id,
        missionId: mission.id,
        periodKey: period,
        merchantId,
        points: mission.points,
        grantId: grant.id,
        claimedAt: new Date(now),
      });
    }
  }
}
