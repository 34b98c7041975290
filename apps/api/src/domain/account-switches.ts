// Development switches of the account features: white-label modules and the sign-in/SMS
// protection thresholds (merged into merchants.settings.account.security).
import { eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../db/client';
import { merchants } from '../db/schema/merchants';
import { parseSecurity } from './account-settings';
import { setModules } from './modules';

type Patch = Pick<components['schemas']['MerchantSettingsPatch'], 'modules' | 'security'>;

export async function patchAccountSwitches(db: Db, merchantId: number, patch: Patch): Promise<Patch> {
  const out: Patch = {};
  if (patch.modules) {
    await setModules(db, merchantId, patch.modules);
    out.modules = patch.modules;
  }
  if (patch.security) {
    const security = patch.security;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ settings: merchants.settings })
        .from(merchants)
        .where(eq(merchants.id, merchantId))
        .for('update');
      const settings = (row?.settings ?? {}) as Record<string, unknown>;
      const account = (settings.account ?? {}) as Record<string, unknown>;
      const next = parseSecurity({ ...(account.security as object | undefined), ...security });
      await tx
        .update(merchants)
        .set({ settings: { ...settings, account: { ...account, security: next } } })
        .where(eq(merchants.id, merchantId));
      out.security = next;
    });
  }
  return out;
}
