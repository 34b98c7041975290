// The merchant's zone: the IANA zone of a merchant's settings (UTC when missing or unknown),
// read for a merchant or for the merchant a member belongs to.
import { eq } from 'drizzle-orm';
import { members } from '../../../db/schema/members';
import { merchants } from '../../../db/schema/merchants';
import type { DbOrTx } from '../ledger/ledger';
import { isTimeZone } from './zone';

// ---------------------------------------------------------------------------------------------
// The merchant's zone

/** The IANA zone of merchants.settings.timeZone, UTC when missing or unknown. */
export const zoneOfSettings = (settings: unknown): string => {
  const zone =
    typeof settings === 'object' && settings !== null
      ? (settings as { timeZone?: unknown }).timeZone
      : undefined;
  return isTimeZone(zone) ? zone.trim() : 'UTC';
};

/** The time zone of a merchant's days (merchants.settings.timeZone), UTC by default. */
export async function merchantZone(db: DbOrTx, merchantId: number): Promise<string> {
  const [row] = await db
    .select({ settings: merchants.settings })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return zoneOfSettings(row?.settings);
}

/** The time zone of the merchant a member belongs to. */
export async function memberZone(db: DbOrTx, memberId: number): Promise<string> {
  const [row] = await db
    .select({ settings: merchants.settings })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(eq(members.id, memberId))
    .limit(1);
  return zoneOfSettings(row?.settings);
}
