// Promotion claims: a raffle promotion takes one claim per member, which waits for review
// (Applying). The count of promotions a member can still claim feeds the promotions page.
import { and, eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { rewardClaims } from '../../db/schema/player-content';
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
  const [rows, claims] = await Promise.all([
    runningAnnouncements(db, merchantId, ['PR'], lang, now),
    memberClaims(db, memberId, 'promotion'),
  ]);
  const promotions = rows.map((row) => ({
    id: row.key,
    claimStatus: asClaimStatus(claims.get(row.key) ?? ''),
  }));
  return { count: promotions.filter((p) => p.claimStatus === null).length, promotions };
}

export async function claimRaffle(
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
  if (promotion.claimType !== 'RAFFLE') {
    throw new AppError(400, 'prom.claim.unavailable', 'This promotion cannot be claimed');
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
