// Development switches of the account features: white-label modules, the sign-in/SMS
// protection thresholds (merged into merchants.settings.account.security) and the Firebase
// phone verification (merchants.settings.account.firebase; null switches it off).
import { eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema/merchants';
import { parseFirebase, parseSecurity } from './account-settings';
import { AppError } from '../shared';
import { setModules } from '../site';

type Patch = Pick<
  components['schemas']['MerchantSettingsPatch'],
  'modules' | 'security' | 'firebase'
>;

export async function patchAccountSwitches(
  db: Db,
  merchantId: number,
  patch: Patch,
): Promise<Patch> {
  const out: Patch = {};
  if (patch.modules) {
    await setModules(db, merchantId, patch.modules);
    out.modules = patch.modules;
  }
  if (patch.security || patch.firebase !== undefined) {
    const { security, firebase } = patch;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ settings: merchants.settings })
        .from(merchants)
        .where(eq(merchants.id, merchantId))
        .for('update');
      const settings = (row?.settings ?? {}) as Record<string, unknown>;
      const account = { ...((settings.account ?? {}) as Record<string, unknown>) };
      if (security) {
        account.security = parseSecurity({
          ...(account.security as object | undefined),
          ...security,
        });
        out.security = account.security as Patch['security'];
      }
      if (firebase !== undefined) {
        const next = parseFirebase(firebase);
        if (firebase !== null && !next) {
          throw new AppError(
            400,
            'request.param.err',
            'Incomplete Firebase settings or JWKS URL not allowed',
          );
        }
        account.firebase = next;
        out.firebase = next;
      }
      await tx
        .update(merchants)
        .set({ settings: { ...settings, account } })
        .where(eq(merchants.id, merchantId));
    });
  }
  return out;
}
