// Merchant lookup by the code sent in the `Merchant` header.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

export async function findMerchantByCode(db: Db, code: string): Promise<Merchant | null> {
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
