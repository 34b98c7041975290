// Run-time site switches (maintenance, blocked regions) merged into merchants.settings.
import { eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema/merchants';
import { badRequest } from '../shared';
import {
  type MaintenanceSettings,
  parseMaintenance,
  parseRegionRestriction,
  type RegionRestrictionSettings,
} from './merchant-settings';
import { parseIpEntry } from '../site';

export type SwitchesPatch = components['schemas']['MerchantSettingsPatch'];

export interface Switches {
  maintenance: MaintenanceSettings;
  regionRestriction: RegionRestrictionSettings;
}

function validate(patch: SwitchesPatch): void {
  const ips = patch.regionRestriction?.blockedIps ?? [];
  const bad = ips.findIndex((entry) => parseIpEntry(entry) === null);
  if (bad >= 0) {
    throw badRequest(
      `body field "regionRestriction.blockedIps.${bad}" is not an IP address or CIDR range`,
    );
  }
}

/** Merges the given switches (keys present in the patch replace the stored ones). */
export async function patchSwitches(
  db: Db,
  merchantId: number,
  patch: SwitchesPatch,
): Promise<Switches> {
  validate(patch);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ settings: merchants.settings })
      .from(merchants)
      .where(eq(merchants.id, merchantId))
      .for('update');
    const settings = (row?.settings ?? {}) as Record<string, unknown>;
    const current: Switches = {
      maintenance: parseMaintenance(settings.maintenance),
      regionRestriction: parseRegionRestriction(settings.regionRestriction),
    };
    const next: Switches = {
      maintenance: { ...current.maintenance, ...patch.maintenance },
      regionRestriction: {
        ...current.regionRestriction,
        ...patch.regionRestriction,
        blockedCountries: (
          patch.regionRestriction?.blockedCountries ?? current.regionRestriction.blockedCountries
        ).map((c) => c.toUpperCase()),
      },
    };
    await tx
      .update(merchants)
      .set({ settings: { ...settings, ...next } })
      .where(eq(merchants.id, merchantId));
    return next;
  });
}
