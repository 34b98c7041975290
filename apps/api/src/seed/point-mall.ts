// The demo merchant's points mall: the earning rates per game category, the conversion rate,
// a catalogue of cash, bonus and item rewards (pictures generated like the game icons), and
// welcome points for the demo player. Idempotent like the rest of the seed: rows that exist
// are left as they are (an operator's changes survive).
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../domain/kernel';
import { members } from '../db/schema/members';
import { pointRewards, pointSettings } from '../db/schema/points';
import { grantPoints } from '../domain/points';
import { DEMO_POINT_RATES, DEMO_POINT_REWARDS, DEMO_WELCOME_POINTS } from './data/point-mall';

export async function seedPointMall(tx: Tx, merchantId: number, now = Date.now()): Promise<void> {
  await tx
    .insert(pointSettings)
    .values({
      merchantId,
      earnRates: DEMO_POINT_RATES,
      conversionPoints: 100,
      conversionAmount: 100n,
      minConvertPoints: 100,
      updatedAt: new Date(now),
    })
    .onConflictDoNothing();
  await tx
    .insert(pointRewards)
    .values(
      DEMO_POINT_REWARDS.map((r, sort) => ({
        merchantId,
        code: r.code,
        type: r.type,
        names: r.names,
        descriptions: r.descriptions,
        art: r.art,
        artLabel: r.label,
        pointsRequired: r.points,
        amountRequired: r.amountRequired,
        value: r.value,
        stock: r.stock,
        maxPerRedemption: r.max,
        sort,
      })),
    )
    .onConflictDoNothing();
  const [player] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, 'demoplayer')));
  if (!player) return;
  // Its key makes this one points transaction, however often the seed runs.
  await grantPoints(tx, {
    merchantId,
    memberId: player.id,
    points: DEMO_WELCOME_POINTS,
    reason: 'Welcome points',
    key: 'seed:welcome:demoplayer',
    now,
  });
}
