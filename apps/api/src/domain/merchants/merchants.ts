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

/**
 * `findMerchantByCode`'s answer when the configuration cache holds it and needs no version
 * check now (no promise: the merchant hook of every request); undefined otherwise.
 */
export function cachedMerchantByCode(db: Db, code: string): Merchant | null | undefined {
  return configCache(db).peek<Merchant | null>(`merchant:${code}`);
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

/**
 * The merchant one of whose domain routes (`settings.domainRoutes`, the data of
 * `/wps/system/domainRoute`) is `host`: upstream clients send no `Merchant` header and
 * the platform finds the merchant from the site's domain. Case and a trailing dot are
 * ignored; the port must already be removed. Cached with the other configuration reads.
 */
export function findMerchantByHost(db: Db, host: string): Promise<Merchant | null> {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  if (name === '') return Promise.resolve(null);
  return configCache(db).get(`merchant-host:${name}`, async () => {
    const rows = await db
      .select({ code: merchants.code, settings: merchants.settings })
      .from(merchants);
    const row = rows.find((r) =>
      parseMerchantSettings(r.settings).domainRoutes.some(
        (d) => d.domain.trim().toLowerCase().replace(/\.$/, '') === name,
      ),
    );
    return row ? findMerchantByCode(db, row.code) : null;
  });
}
