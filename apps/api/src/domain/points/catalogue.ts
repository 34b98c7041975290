// The rewards catalogue: cash and bonus rewards (paid to the balance) and items (sent by the
// merchant), each with the points one unit costs, the valid bets it requires, and its stock.
import { and, asc, eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { type PointRewardType, pointRewards } from '../../db/schema/points';
import { type DbOrTx, toDecimal } from '../kernel';

export type PointRewardWire = components['schemas']['PointReward'];
export type RewardRow = typeof pointRewards.$inferSelect;

/** A text of the reward in the language, else English, else any. */
export function textIn(texts: Record<string, string>, language: string): string {
  return texts[language] ?? texts.EN ?? Object.values(texts)[0] ?? '';
}

export const rewardImageUrl = (id: number): string => `/cdn/rewards/${id}.svg`;

export function rewardToWire(row: RewardRow, language: string): PointRewardWire {
  return {
    id: row.id,
    type: row.type,
    name: textIn(row.names, language),
    description: textIn(row.descriptions, language),
    imageUrl: rewardImageUrl(row.id),
    pointsRequired: row.pointsRequired,
    amountRequired: toDecimal(row.amountRequired),
    value: row.type === 'item' ? null : toDecimal(row.value),
    stock: row.stock,
    maxPerRedemption: row.maxPerRedemption,
  };
}

export async function listRewards(
  db: Db,
  merchantId: number,
  language: string,
  type?: PointRewardType,
): Promise<PointRewardWire[]> {
  const rows = await db
    .select()
    .from(pointRewards)
    .where(
      and(
        eq(pointRewards.merchantId, merchantId),
        eq(pointRewards.active, true),
        type ? eq(pointRewards.type, type) : undefined,
      ),
    )
    .orderBy(asc(pointRewards.sort), asc(pointRewards.id));
  return rows.map((r) => rewardToWire(r, language));
}

export async function findReward(
  db: DbOrTx,
  merchantId: number,
  id: number,
): Promise<RewardRow | undefined> {
  const [row] = await db
    .select()
    .from(pointRewards)
    .where(and(eq(pointRewards.merchantId, merchantId), eq(pointRewards.id, id)));
  return row;
}

/** The picture's input: any merchant's reward of that id (images are public). */
export async function rewardArt(
  db: Db,
  id: number,
): Promise<{ id: number; type: PointRewardType; art: number; label: string } | undefined> {
  const [row] = await db
    .select({
      id: pointRewards.id,
      type: pointRewards.type,
      art: pointRewards.art,
      label: pointRewards.artLabel,
    })
    .from(pointRewards)
    .where(eq(pointRewards.id, id));
  return row;
}
