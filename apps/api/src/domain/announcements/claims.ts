// Promotion claims: a raffle or first-deposit gift takes one claim per member, which waits for
// review (Applying); a first-deposit gift only once the member has a credited deposit. The count
// of promotions a member can still claim feeds the promotions page.
import { and, eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { rewardClaims } from '../../db/schema/player-content';
import { hasCreditedDeposit } from '../ledger';
import { AppError } from '../shared';
import { runningAnnouncements } from './announcements';

export type ClaimStatus = components['schemas']['ClaimStatus'];
export type AvailablePromotions = components['schemas']['AvailablePromotions'];

const CLAIM_STATUSES: readonly ClaimStatus[] = [
  'Applying',
  'Process',
  'Rejected',
  'Issued',
  'Claimed',
];
export const asClaimStatus = (s: string): ClaimStatus | null =>
  (CLAIM_STATUSES as readonly string[]).includes(s) ? (s as ClaimStatus) : null;

export async function memberClaims(
  db: Db,
  memberId: number,
  source: 'promotion' | 'activity',
): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: rewardClaims.key, status: rewardClaims.status })
    .from(rewardClaims)
    .where(and(eq(rewardClaims.memberId, memberId), eq(rewardClaims.source, source)));
  return new Map(rows.map((r) => [r.key, r.status]));
}

export async function availablePromotions(
  db: Db,
  merchantId: number,
  memberId: number,
  lang: string,
  now: number,
): Promise<AvailablePromotions> {
  const [rows, claims, deposited] = await Promise.all([
    runningAnnouncements(db, merchantId, ['PR'], lang, now),
    memberClaims(db, memberId, 'promotion'),
    hasCreditedDeposit(db, memberId),
  ]);
  const promotions = rows.map((row) => ({
    id: row.key,
    claimStatus: asClaimStatus(claims.get(row.key) ?? ''),
  }));
  // A first-deposit gift is not open to a member who has not deposited yet.
  const open = (row: (typeof rows)[number]) =>
    !claims.has(row.key) && (row.claimType !== 'FIRST_DEPOSIT' || deposited);
  return { count: rows.filter(open).length, promotions };
}

/** Claims a raffle or a first-deposit gift once (the claim waits for review). */
export async function claimPromotion(
  db: Db,
  merchantId: number,
  memberId: number,
  promotionId: string,
  lang: string,
  now: number,
): Promise<{ promotionId: string; status: ClaimStatus }> {
  const rows = await runningAnnouncements(db, merchantId, ['PR'], lang, now);
  const promotion = rows.find((r) => r.key === promotionId);
  if (!promotion) throw new AppError(404, 'not.found', 'No such promotion is running');
  if (promotion.claimType !== 'RAFFLE' && promotion.claimType !== 'FIRST_DEPOSIT') {
    throw new AppError(400, 'prom.claim.unavailable', 'This promotion cannot be claimed');
  }
  if (promotion.claimType === 'FIRST_DEPOSIT' && !(await hasCreditedDeposit(db, memberId))) {
    throw new AppError(
      400,
      'prom.claim.deposit.required',
      'Make your first deposit to claim this gift',
      { promotionId },
    );
  }
  const inserted = await db
    .insert(rewardClaims)
    .values({
      memberId,
      source: 'promotion',
      key: promotionId,
      status: 'Applying',
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning({ status: rewardClaims.status });
  if (inserted.length === 0) {
    const existing = (await memberClaims(db, memberId, 'promotion')).get(promotionId) ?? 'Applying';
    throw new AppError(400, 'prom.claim.duplicate', 'You have already claimed this promotion', {
      promotionId,
      status: existing,
    });
  }
  return { promotionId, status: 'Applying' };
}
