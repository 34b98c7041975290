// Vendor display names of a merchant, cached briefly: every game list needs them and they
// change only when an operator edits the catalogue.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameVendors } from '../../db/schema/games';

const TTL_MS = 30_000;
const caches = new WeakMap<Db, Map<number, { at: number; names: Map<string, string> }>>();

export async function vendorNames(db: Db, merchantId: number): Promise<Map<string, string>> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(merchantId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.names;
  const rows = await db
    .select({ code: gameVendors.code, name: gameVendors.displayName })
    .from(gameVendors)
    .where(eq(gameVendors.merchantId, merchantId));
  const names = new Map(rows.map((r) => [r.code, r.name]));
  cache.set(merchantId, { at: Date.now(), names });
  return names;
}
