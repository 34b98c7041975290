// Claims of promotions (a raffle ticket or a first-deposit gift) and activities (JOIN sign-ups
// and CLAIM rewards). A claim becomes a reward grant paid by the merchant's rule for it
// (reward_rules): at once when the rule pays automatically, else `Applying` until an operator
// decides. A promotion or activity without a rule waits for review with no amount; the
// operator's approval gives one. Sign-ups (Joined) stay in reward_claims: they pay nothing.
import { and, eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { announcements, contentEntries, rewardClaims } from '../../db/schema/player-content';
import { runningAnnouncements } from '../announcements';
import { entriesOf, type EntryRow } from '../content';
import { AppError, firstDepositAmount, hasCreditedDeposit, toDecimal, readsOf } from '../kernel';
import type { Merchant } from '../merchants';
import { type RewardRule, rulesOf } from './config';
import { grantReward, grantsBySource, type GrantRow } from './grants';

export type ClaimStatus = components['schemas']['ClaimStatus'];
export type ActivityStatus = components['schemas']['ActivityStatus'];
export type Activity = components['schemas']['Activity'];
export type AvailablePromotions = components['schemas']['AvailablePromotions'];
type PromotionRow = Awaited<ReturnType<typeof runningAnnouncements>>[number];

/** The grant kind of a promotion's claim: raffles are their own source. */
export const promotionKind = (row: Pick<PromotionRow, 'claimType'>) =>
  row.claimType === 'RAFFLE' ? ('raffle' as const) : ('promotion' as const);

/** What a claim under `rule` pays this member (0 when an operator must decide). */
async function ruleAmount(db: Db, memberId: number, rule: RewardRule | undefined) {
  if (!rule) return 0n;
  if (rule.depositPercent === null) return rule.amount;
  const [whole = '0', frac = ''] = rule.depositPercent.split('.');
  const bp = BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
  const share = ((await firstDepositAmount(db, memberId)) * bp) / 10_000n;
  return rule.maxAmount !== null && share > rule.maxAmount ? rule.maxAmount : share;
}

/** The fixed amount of a rule for display (null when it depends on a deposit or an operator). */
export const ruleDisplayAmount = (rule: RewardRule | undefined): string | null =>
  rule && rule.depositPercent === null && rule.amount > 0n ? toDecimal(rule.amount) : null;

interface ClaimInput {
  merchant: Merchant;
  memberId: number;
  lang: string;
  now: number;
}

/** Makes the grant of a claim under the source's rule (review when the rule says or pays 0). */
async function claimUnderRule(
  db: Db,
  input: ClaimInput & {
    kind: 'promotion' | 'raffle' | 'activity';
    key: string;
    rule: RewardRule | undefined;
    title: Record<string, string>;
  },
) {
  const amount = await ruleAmount(db, input.memberId, input.rule);
  const review = !input.rule || input.rule.review || amount === 0n;
  return db.transaction((tx) =>
    grantReward(tx, {
      merchantId: input.merchant.id,
      memberId: input.memberId,
      currency: input.merchant.currency,
      sourceKind: input.kind,
      sourceId: input.key,
      amount,
      title: input.title,
      review,
      wageringMultiple: input.rule?.wageringMultiple ?? '0',
      paidAs: 'Claimed',
      language: input.lang,
      now: input.now,
    }),
  );
}

/** The title of a promotion or activity in every language it has. */
async function titles(db: Db, merchantId: number, source: 'promotion' | 'activity', key: string) {
  const rows =
    source === 'promotion'
      ? await db
          .select({ lang: announcements.lang, title: announcements.title })
          .from(announcements)
          .where(and(eq(announcements.merchantId, merchantId), eq(announcements.key, key)))
      : await db
          .select({ lang: contentEntries.lang, title: contentEntries.title })
          .from(contentEntries)
          .where(
            and(
              eq(contentEntries.merchantId, merchantId),
              eq(contentEntries.kind, 'activity'),
              eq(contentEntries.key, key),
            ),
          );
  return Object.fromEntries(rows.map((r) => [r.lang, r.title]));
}

/** Running promotions a member can claim, with the member's claim of each. */
export async function availablePromotions(
  db: Db,
  merchantId: number,
  memberId: number,
  lang: string,
  now: number,
): Promise<AvailablePromotions> {
  const [rows, grants, deposited] = await readsOf(db, [
    async () => runningAnnouncements(db, merchantId, ['PR'], lang, now),
    async () => grantsBySource(db, memberId, ['promotion', 'raffle']),
    async () => hasCreditedDeposit(db, memberId),
  ]);
  const claimOf = (row: PromotionRow) => grants.get(`${promotionKind(row)}:${row.key}`);
  const promotions = rows.map((row) => ({
    id: row.key,
    claimStatus: claimOf(row)?.status ?? null,
  }));
  // Running promotions the member has not claimed (a first-deposit gift only after a deposit).
  const open = (row: PromotionRow) =>
    !claimOf(row) && (row.claimType !== 'FIRST_DEPOSIT' || deposited);
  return { count: rows.filter(open).length, promotions };
}

/** Claims a raffle or a first-deposit gift once: paid now or waiting for review. */
export async function claimPromotion(
  db: Db,
  input: ClaimInput & { promotionId: string },
): Promise<{ promotionId: string; status: ClaimStatus }> {
  const { merchant, memberId, promotionId } = input;
  const rows = await runningAnnouncements(db, merchant.id, ['PR'], input.lang, input.now);
  const promotion = rows.find((r) => r.key === promotionId);
  if (!promotion) throw new AppError(404, 'not.found', 'No such promotion is running');
  if (promotion.claimType !== 'RAFFLE' && promotion.claimType !== 'FIRST_DEPOSIT') {
    throw new AppError(400, 'prom.claim.unavailable', 'This promotion cannot be claimed');
  }
  const rule = (await rulesOf(db, merchant.id)).get(`promotion:${promotionId}`);
  const needsDeposit = promotion.claimType === 'FIRST_DEPOSIT' || rule?.requiresDeposit === true;
  if (needsDeposit && !(await hasCreditedDeposit(db, memberId))) {
    throw new AppError(
      400,
      'prom.claim.deposit.required',
      'Make your first deposit to claim this gift',
      { promotionId },
    );
  }
  const { grant, created } = await claimUnderRule(db, {
    ...input,
    kind: promotionKind(promotion),
    key: promotionId,
    rule,
    title: await titles(db, merchant.id, 'promotion', promotionId),
  });
  if (!created) {
    throw new AppError(400, 'prom.claim.duplicate', 'You have already claimed this promotion', {
      promotionId,
      status: grant.status,
    });
  }
  return { promotionId, status: grant.status };
}

/** JOIN sign-ups of the member (activity key -> Joined). */
async function joins(db: Db, memberId: number): Promise<Set<string>> {
  const rows = await db
    .select({ key: rewardClaims.key })
    .from(rewardClaims)
    .where(
      and(
        eq(rewardClaims.memberId, memberId),
        eq(rewardClaims.source, 'activity'),
        eq(rewardClaims.status, 'Joined'),
      ),
    );
  return new Set(rows.map((r) => r.key));
}

export function activityStatus(
  row: EntryRow,
  joined: boolean,
  grant: GrantRow | undefined,
  now: number,
): ActivityStatus {
  if (row.startDate && now < row.startDate.getTime()) return 'ComingSoon';
  const ended = row.endDate !== null && now >= row.endDate.getTime();
  if (row.activityKind === 'JOIN') {
    if (joined) return 'Joined';
    return ended ? 'Close' : 'Join';
  }
  if (grant) return grant.status;
  return ended ? 'Close' : 'Claim';
}

/** The member's view of the activities: their statuses from sign-ups and grants. */
export async function memberActivityStatuses(
  db: Db,
  rows: readonly EntryRow[],
  memberId: number | null,
  now: number,
): Promise<Map<string, ActivityStatus>> {
  const [joined, grants] =
    memberId === null
      ? [new Set<string>(), new Map<string, GrantRow>()]
      : await readsOf(db, [
          async () => joins(db, memberId),
          async () => grantsBySource(db, memberId, ['activity']),
        ]);
  return new Map(
    rows.map((row) => [
      row.key,
      activityStatus(row, joined.has(row.key), grants.get(`activity:${row.key}`), now),
    ]),
  );
}

export async function activities(
  db: Db,
  merchantId: number,
  memberId: number | null,
  lang: string,
  now: number,
): Promise<Activity[]> {
  const rows = await entriesOf(db, merchantId, 'activity', lang);
  const statuses = await memberActivityStatuses(db, rows, memberId, now);
  return rows.map((row) => ({
    id: row.key,
    kind: row.activityKind === 'JOIN' ? 'JOIN' : 'CLAIM',
    title: row.title,
    summary: row.summary,
    html: row.html,
    imageUrl: row.imageUrl,
    startDate: (row.startDate ?? row.publishedAt).getTime(),
    endDate: row.endDate?.getTime() ?? null,
    status: statuses.get(row.key) ?? 'Close',
  }));
}

/**
 * Joins a JOIN activity (idempotent) or claims a CLAIM activity while it runs: the claim is a
 * grant under the activity's rule; a second claim answers activity.claim.duplicate.
 */
export async function actOnActivity(
  db: Db,
  input: ClaimInput & { id: string; action: 'join' | 'claim' },
): Promise<{ id: string; status: ActivityStatus }> {
  const { merchant, memberId, id, now } = input;
  const [row] = await entriesOf(db, merchant.id, 'activity', 'EN', id);
  if (!row) throw new AppError(404, 'not.found', 'No such activity');
  const current = (await memberActivityStatuses(db, [row], memberId, now)).get(id) ?? 'Close';
  if (input.action === 'join') {
    if (current === 'Joined') return { id, status: current };
    if (current !== 'Join')
      throw new AppError(
        400,
        'activity.unavailable',
        'This activity does not take this action now',
      );
    await db
      .insert(rewardClaims)
      .values({
        memberId,
        source: 'activity',
        key: id,
        status: 'Joined',
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .onConflictDoNothing();
    return { id, status: 'Joined' };
  }
  if (row.activityKind !== 'CLAIM' || current === 'Close' || current === 'ComingSoon')
    throw new AppError(400, 'activity.unavailable', 'This activity does not take this action now');
  if (current !== 'Claim') {
    throw new AppError(400, 'activity.claim.duplicate', 'You have already claimed this activity', {
      id,
      status: current,
    });
  }
  const rule = (await rulesOf(db, merchant.id)).get(`activity:${id}`);
  if (rule?.requiresDeposit && !(await hasCreditedDeposit(db, memberId))) {
    throw new AppError(
      400,
      'activity.deposit.required',
      'Make your first deposit to claim this activity',
      { id },
    );
  }
  const { grant, created } = await claimUnderRule(db, {
    ...input,
    kind: 'activity',
    key: id,
    rule,
    title: await titles(db, merchant.id, 'activity', id),
  });
  if (!created) {
    throw new AppError(400, 'activity.claim.duplicate', 'You have already claimed this activity', {
      id,
      status: grant.status,
    });
  }
  return { id, status: grant.status };
}
