// Merchant lookup by the code sent in the `Merchant` header, kept in the configuration cache
// (src/db/config-cache.ts): every merchant-scoped request needs it.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { merchants } from '../../db/schema/merchants';
import { type MerchantSettings, parseMerchantSettings } from './merchant-settings';

export interface Merchant {
  id: number;
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  settings: MerchantSettings;
}

export function findMerchantByCode(db: Db, code: string): Promise<Merchant | null> {
  return configCache(db).get(`merchant:${code}`, () => loadMerchant(db, code));
}

async function loadMerchant(db: Db, code: string): Promise<Merchant | null> {
  const [row] = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    currency: row.currency,
    currencySymbol: row.currencySymbol,
    settings: parseMerchantSettings(row.settings),
  };
}
