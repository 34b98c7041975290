// The game vendors that have a wallet with a transfer-wallet merchant: every vendor code of
// the merchant's catalogue, once (a vendor may run lanes in several categories).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';

export interface WalletVendor {
  code: string;
  name: string;
  /** Every lane of the vendor is under maintenance or disabled: it takes no money in, and
   *  whatever a member holds there can still be moved out. */
  maintenance: boolean;
}

export function walletVendors(db: Db, merchantId: number): Promise<WalletVendor[]> {
  return configCache(db).get(`wallet-vendors:${merchantId}`, async () => {
    const rows = await db.execute<{ code: string; name: string; maintenance: boolean }>(sql`
      select code, min(display_name) as name, bool_and(maintenance or not enabled) as maintenance
        from game_vendors
       where merchant_id = ${merchantId}
       group by code
       order by min(sort), code`);
    return rows.rows.map((r) => ({ code: r.code, name: r.name, maintenance: r.maintenance }));
  });
}
