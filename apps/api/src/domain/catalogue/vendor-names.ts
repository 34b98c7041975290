// Vendor display names of a merchant, in the configuration cache: every game list needs them
// and they change only when an operator edits the catalogue.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { gameVendors } from '../../db/schema/games';

export function vendorNames(db: Db, merchantId: number): Promise<Map<string, string>> {
  return configCache(db).get(`vendor-names:${merchantId}`, async () => {
    const rows = await db
      .select({ code: gameVendors.code, name: gameVendors.displayName })
      .from(gameVendors)
      .where(eq(gameVendors.merchantId, merchantId));
    return new Map(rows.map((r) => [r.code, r.name]));
  });
}
