// Run-time switches of a merchant (PATCH /dev/merchant-settings), merged into
// merchants.settings in one transaction: maintenance and blocked regions, the sign-in/SMS
// protection thresholds (settings.account.security), the Firebase phone verification
// (settings.account.firebase; null switches it off), where the Google Authenticator code is
// required (settings.account.googleAuthRequiredFor), the white-label modules and the interface
// languages offered (settings.supportLanguages, settings.defaultLang).
import { and, eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { merchantModules, merchants } from '../../db/schema/merchants';
import { AppError, badRequest } from '../kernel';
import { type GoogleAuthPlace, parseFirebase, parseSecurity } from './account-settings';
import { parseIpEntry } from './ip-entry';
import {
  type MaintenanceSettings,
  parseMaintenance,
  parseRegionRestriction,
  type RegionRestrictionSettings,
} from './merchant-settings';

export type SwitchesPatch = components['schemas']['MerchantSettingsPatch'];

type AccountSwitches = Pick<
  SwitchesPatch,
  'modules' | 'security' | 'firebase' | 'googleAuthRequiredFor' | 'languages'
>;

export interface Switches extends AccountSwitches {
  maintenance: MaintenanceSettings;
  regionRestriction: RegionRestrictionSettings;
}

function validate(patch: SwitchesPatch): void {
  const languages = patch.languages;
  if (languages && !languages.supportLanguages.includes(languages.defaultLang)) {
    throw badRequest(
      'body field "languages.defaultLang" is not one of "languages.supportLanguages"',
    );
  }
  const ips = patch.regionRestriction?.blockedIps ?? [];
  const bad = ips.findIndex((entry) => parseIpEntry(entry) === null);
  if (bad >= 0) {
    throw badRequest(
      `body field "regionRestriction.blockedIps.${bad}" is not an IP address or CIDR range`,
    );
  }
}

/** The account settings with the given security and Firebase switches merged in. */
function mergeAccount(account: Record<string, unknown>, patch: SwitchesPatch): AccountSwitches {
  const out: AccountSwitches = {};
  if (patch.security) {
    account.security = parseSecurity({
      ...(account.security as object | undefined),
      ...patch.security,
    });
    out.security = account.security as SwitchesPatch['security'];
  }
  if (patch.firebase !== undefined) {
    const next = parseFirebase(patch.firebase);
    if (patch.firebase !== null && !next) {
      throw new AppError(
        400,
        'request.param.err',
        'Incomplete Firebase settings or JWKS URL not allowed',
      );
    }
    account.firebase = next;
    out.firebase = next;
  }
  if (patch.googleAuthRequiredFor) {
    account.googleAuthRequiredFor = [...new Set(patch.googleAuthRequiredFor)];
    out.googleAuthRequiredFor = account.googleAuthRequiredFor as GoogleAuthPlace[];
  }
  return out;
}

/** Merges the given switches (keys present in the patch replace the stored ones). */
export async function patchSwitches(
  db: Db,
  merchantId: number,
  patch: SwitchesPatch,
): Promise<Switches> {
  validate(patch);
  try {
    return await writeSwitches(db, merchantId, patch);
  } finally {
    configCache(db).invalidate();
  }
}

async function writeSwitches(db: Db, merchantId: number, patch: SwitchesPatch): Promise<Switches> {
  if (patch.modules) await setModules(db, merchantId, patch.modules);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ settings: merchants.settings })
      .from(merchants)
      .where(eq(merchants.id, merchantId))
      .for('update');
    const settings = (row?.settings ?? {}) as Record<string, unknown>;
    const account = { ...((settings.account ?? {}) as Record<string, unknown>) };
    const accountOut = mergeAccount(account, patch);
    const maintenance = parseMaintenance(settings.maintenance);
    const region = parseRegionRestriction(settings.regionRestriction);
    const next = {
      maintenance: { ...maintenance, ...patch.maintenance },
      regionRestriction: {
        ...region,
        ...patch.regionRestriction,
        blockedCountries: (
          patch.regionRestriction?.blockedCountries ?? region.blockedCountries
        ).map((c) => c.toUpperCase()),
      },
    };
    const changesAccount =
      patch.security !== undefined ||
      patch.firebase !== undefined ||
      patch.googleAuthRequiredFor !== undefined;
    const languages = patch.languages
      ? {
          supportLanguages: patch.languages.supportLanguages,
          defaultLang: patch.languages.defaultLang,
        }
      : {};
    await tx
      .update(merchants)
      .set({
        settings: { ...settings, ...next, ...languages, ...(changesAccount ? { account } : {}) },
      })
      .where(eq(merchants.id, merchantId));
    return {
      ...next,
      ...(patch.modules ? { modules: patch.modules } : {}),
      ...(patch.languages ? { languages: patch.languages } : {}),
      ...accountOut,
    };
  });
}

/** Switches the merchant's white-label modules on or off (domain/site reads the tree). */
export async function setModules(
  db: Db,
  merchantId: number,
  modules: Record<string, boolean>,
): Promise<void> {
  for (const [modId, enabled] of Object.entries(modules)) {
    await db
      .update(merchantModules)
      .set({ enabled })
      .where(and(eq(merchantModules.merchantId, merchantId), eq(merchantModules.modId, modId)));
  }
  configCache(db).invalidate();
}
