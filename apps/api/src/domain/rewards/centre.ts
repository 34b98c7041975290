// The reward centre: the promotions with a claim and the activities, each with what the member
// can do (spec section 3 statuses); the unread badges (claimable items not seen in the centre,
// missions to claim) and `availablePromoCount` (what the member can claim now).
import { eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { rewardSeen } from '../../db/schema/rewards';
import { runningAnnouncements } from '../announcements';
import { entriesOf } from '../content';
import { hasCreditedDeposit, toDecimal } from '../kernel';
import type { Merchant } from '../merchants';
import { isModuleSwitchedOff } from '../site';
import { plainMultiple, type RewardRule, rulesOf } from './config';
import {
  type ActivityStatus,
  memberActivityStatuses,
  promotionKind,
  ruleDisplayAmount,
} from './claims';
import { grantsBySource } from './grants';
import { claimableMissions } from './missions';
import { wageringOf, wageringSummary } from './wagering';

export type RewardOffer = components['schemas']['RewardOffer'];
export type RewardBadges = components['schemas']['RewardBadges'];
export type RewardCentre = components['schemas']['RewardCentre'];

const NO_SHARE = { depositPercent: null, maxAmount: null };
/** A deposit-share rule's percent and cap, as the offer shows them. */
const depositShare = (rule: RewardRule | undefined) =>
  rule?.depositPercent
    ? {
        depositPercent: plainMultiple(rule.depositPercent),
        maxAmount: rule.maxAmount === null ? null : toDecimal(rule.maxAmount),
      }
    : NO_SHARE;

interface Offer extends RewardOffer {
  /** Claimable now (status Claim, and any deposit it needs made). */
  claimable: boolean;
}

async function offersOf(
  db: Db,
  merchantId: number,
  memberId: number,
  lang: string,
  now: number,
): Promise<Offer[]> {
  const [promotions, activityRows, grants, rules, deposited, seen] = await Promise.all([
    runningAnnouncements(db, merchantId, ['PR'], lang, now),
    entriesOf(db, merchantId, 'activity', lang),
    grantsBySource(db, memberId, ['promotion', 'raffle']),
    rulesOf(db, merchantId),
    hasCreditedDeposit(db, memberId),
    db
      .select({ item: rewardSeen.item })
      .from(rewardSeen)
      .where(eq(rewardSeen.memberId, memberId))
      .then((rows) => new Set(rows.map((r) => r.item))),
  ]);
  const statuses = await memberActivityStatuses(db, activityRows, memberId, now);
  const offers: Offer[] = [];
  for (const row of promotions) {
    if (row.claimType !== 'RAFFLE' && row.claimType !== 'FIRST_DEPOSIT') continue;
    const rule = rules.get(`promotion:${row.key}`);
    const grant = grants.get(`${promotionKind(row)}:${row.key}`);
    const status: ActivityStatus = grant?.status ?? 'Claim';
    const needsDeposit = row.claimType === 'FIRST_DEPOSIT' || rule?.requiresDeposit === true;
    const id = `promotion:${row.key}`;
    const claimable = status === 'Claim' && (!needsDeposit || deposited);
    offers.push({
      id,
      sourceKind: 'promotion',
      key: row.key,
      action: 'CLAIM',
      title: row.title,
      summary: row.contentHtml
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      imageUrl: [...row.images].sort((a, b) => a.sequence - b.sequence)[0]?.url ?? null,
      status,
      amount: ruleDisplayAmount(rule),
      ...depositShare(rule),
      review: !rule || rule.review,
      wageringMultiple: plainMultiple(rule?.wageringMultiple ?? '0'),
      startDate: row.startDate.getTime(),
      endDate: row.endDate?.getTime() ?? null,
      needsDeposit: needsDeposit && !deposited,
      isNew: claimable && !seen.has(id),
      claimable,
    });
  }
  for (const row of activityRows) {
    const rule = rules.get(`activity:${row.key}`);
    const status = statuses.get(row.key) ?? 'Close';
    const id = `activity:${row.key}`;
    const needsDeposit = rule?.requiresDeposit === true && !deposited;
    const claimable = status === 'Claim' && !needsDeposit;
    offers.push({
      id,
      sourceKind: 'activity',
      key: row.key,
      action: row.activityKind === 'JOIN' ? 'JOIN' : 'CLAIM',
      title: row.title,
      summary: row.summary,
      imageUrl: row.imageUrl,
      status,
      amount: row.activityKind === 'CLAIM' ? ruleDisplayAmount(rule) : null,
      ...(row.activityKind === 'CLAIM' ? depositShare(rule) : NO_SHARE),
      review: row.activityKind === 'CLAIM' && (!rule || rule.review),
      wageringMultiple: plainMultiple(rule?.wageringMultiple ?? '0'),
      startDate: (row.startDate ?? row.publishedAt).getTime(),
      endDate: row.endDate?.getTime() ?? null,
      needsDeposit: status === 'Claim' && needsDeposit,
      isNew: claimable && !seen.has(id),
      claimable,
    });
  }
  return offers;
}

async function badgesOf(
  db: Db,
  offers: readonly Offer[],
  merchantId: number,
  memberId: number,
  now: number,
) {
  const missions = await claimableMissions(db, merchantId, memberId, now);
  const badges: RewardBadges = {
    rewards: offers.filter((o) => o.isNew).length,
    missions: missions.claimable,
    availablePromoCount: offers.filter((o) => o.claimable).length,
  };
  return { badges, missions };
}

export async function rewardCentre(
  db: Db,
  merchant: Merchant,
  memberId: number,
  lang: string,
  now: number,
): Promise<RewardCentre> {
  const offers = await offersOf(db, merchant.id, memberId, lang, now);
  const [{ badges, missions }, wagering] = await Promise.all([
    badgesOf(db, offers, merchant.id, memberId, now),
    wageringOf(db, memberId, now),
  ]);
  return {
    offers: offers.map(({ claimable: _, ...offer }) => offer),
    missions,
    badges,
    wagering: wageringSummary(wagering),
  };
}

export async function rewardBadges(
  db: Db,
  merchantId: number,
  memberId: number,
  lang: string,
  now: number,
): Promise<RewardBadges> {
  const offers = await offersOf(db, merchantId, memberId, lang, now);
  return (await badgesOf(db, offers, merchantId, memberId, now)).badges;
}

/**
 * Promotions and activities the member can claim now (the public state's availablePromoCount);
 * 0 while the merchant has the reward centre (REWCEN3) switched off.
 */
export async function availablePromoCount(
  db: Db,
  merchantId: number,
  memberId: number,
  now: number,
): Promise<number> {
  if (await isModuleSwitchedOff(db, merchantId, 'REWCEN3')) return 0;
  const offers = await offersOf(db, merchantId, memberId, 'EN', now);
  return offers.filter((o) => o.claimable).length;
}

/** Marks what is claimable now as seen: the rewards badge drops to 0 until something new. */
export async function markRewardsSeen(
  db: Db,
  merchantId: number,
  memberId: number,
  lang: string,
  now: number,
): Promise<RewardBadges> {
  const offers = await offersOf(db, merchantId, memberId, lang, now);
  const fresh = offers.filter((o) => o.isNew).map((o) => o.id);
  if (fresh.length > 0) {
    await db
      .insert(rewardSeen)
      .values(fresh.map((item) => ({ memberId, item, seenAt: new Date(now) })))
      .onConflictDoNothing();
  }
  const seenNow = new Set(fresh);
  const after = offers.map((o) => (seenNow.has(o.id) ? { ...o, isNew: false } : o));
  return (await badgesOf(db, after, merchantId, memberId, now)).badges;
}
