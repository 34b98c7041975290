// Which lottery vendors a prize mode covers: ELOTT and LOTT are the vendors of those lanes,
// SEA the South-East Asian lottery, no mode every lottery vendor.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameVendors } from '../../db/schema/games';

export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';

export async function lotteryVendorsOf(
  db: Db,
  merchantId: number,
  prizeMode: string | undefined,
): Promise<string[]> {
  if (prizeMode === 'SEA') return [SEA_LOTTERY_VENDOR];
  const lanes =
    prizeMode === 'LOTT' || prizeMode === 'ELOTT'
      ? [prizeMode]
      : prizeMode
        ? []
        : ['LOTT', 'ELOTT'];
  if (lanes.length === 0) return [];
  const rows = await db
    .select({ code: gameVendors.code })
    .from(gameVendors)
    .where(
      and(
        eq(gameVendors.merchantId, merchantId),
        inArray(gameVendors.category, lanes),
        eq(gameVendors.enabled, true),
      ),
    )
    .orderBy(gameVendors.sort);
  return rows.map((r) => r.code);
}
