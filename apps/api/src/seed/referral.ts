// Seeds the demo merchant's referral rule, and demoplayer's referral code with three invitees
// from the demo team (one rewarded through the reward model, one deposited, one only registered),
// so the invite-friends page shows something real on a fresh start. Idempotent.
import { and, asc, count, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { members } from '../db/schema/members';
import { referralCodes, referrals, referralSettings } from '../db/schema/referral';
import { rewardGrants } from '../db/schema/rewards';
import { toMinor, type Tx } from '../domain/kernel';
import { grantReward } from '../domain/rewards';
import { DEMO_PLAYER_REFERRAL_CODE, DEMO_REFERRAL_RULE } from './data/rewards';

const DAY = 86_400_000;

export async function seedReferral(
  tx: Tx,
  merchantId: number,
  currency: string,
  now: number,
): Promise<void> {
  const rule = {
    merchantId,
    enabled: true,
    minDeposit: toMinor(DEMO_REFERRAL_RULE.minDeposit),
    reward: toMinor(DEMO_REFERRAL_RULE.reward),
    wageringMultiple: DEMO_REFERRAL_RULE.wageringMultiple,
    title: DEMO_REFERRAL_RULE.title,
  };
  await tx.insert(referralSettings).values(rule).onConflictDoNothing();
  const [player] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, 'demoplayer')));
  if (!player) return;
  await tx
    .insert(referralCodes)
    .values({
      memberId: player.id,
      merchantId,
      code: DEMO_PLAYER_REFERRAL_CODE,
      createdAt: new Date(now - 30 * DAY),
    })
    .onConflictDoNothing();
  const [has] = await tx
    .select({ n: count() })
    .from(referrals)
    .where(eq(referrals.referrerId, player.id));
  if (Number(has?.n ?? 0) > 0) return;
  const players = (deposited: boolean) =>
    tx
      .select({ id: members.id })
      .from(members)
      .where(
        and(
          eq(members.merchantId, merchantId),
          eq(members.type, 0),
          ne(members.id, player.id),
          sql`${members.username} not like 'demo%'`,
          deposited ? isNotNull(members.firstDepositAt) : isNull(members.firstDepositAt),
        ),
      )
      .orderBy(asc(members.id))
      .limit(2);
  // One connection (the seed's transaction): one read after the other.
  const withDeposit = await players(true);
  const without = await players(false);
  const invitees = [
    { id: withDeposit[0]?.id, daysAgo: 20, rewarded: true },
    { id: withDeposit[1]?.id, daysAgo: 9, rewarded: false },
    { id: without[0]?.id, daysAgo: 2, rewarded: false },
  ];
  for (const invitee of invitees) {
    if (invitee.id === undefined) continue;
    const at = now - invitee.daysAgo * DAY;
    await tx
      .insert(referrals)
      .values({
        inviteeId: invitee.id,
        referrerId: player.id,
        merchantId,
        code: DEMO_PLAYER_REFERRAL_CODE,
        createdAt: new Date(at),
      })
      .onConflictDoNothing();
    if (!invitee.rewarded) continue;
    const { grant } = await grantReward(tx, {
      merchantId,
      memberId: player.id,
      currency,
      sourceKind: 'referral',
      sourceId: `invitee:${invitee.id}`,
      amount: rule.reward,
      title: rule.title,
      wageringMultiple: rule.wageringMultiple,
      paidAs: 'Issued',
      now: at + DAY,
    });
    await tx
      .update(referrals)
      .set({ grantId: grant.id, rewardedAt: grant.creditedAt })
      .where(eq(referrals.inviteeId, invitee.id));
    // Wagered long ago: the demo account can still withdraw.
    await tx
      .update(rewardGrants)
      .set({ wageringMetAt: grant.creditedAt, turnoverDone: grant.turnoverRequired })
      .where(eq(rewardGrants.id, grant.id));
  }
}
