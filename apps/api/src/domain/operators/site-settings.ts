// The site switches of the console's settings screen: maintenance (with its message and
// expected end), blocked countries and IP addresses, and the white-label modules. A change is
// written with its audit entry in one transaction; afterwards the config version is advanced
// once more, so every replica's configuration cache (db/config-cache.ts) drops what it read
// while the change was still uncommitted and applies it within its next check (a second or
// two), and this process's cache is dropped at once.
import { asc, eq, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { merchantModules, merchants } from '../../db/schema/merchants';
import {
  parseIpEntry,
  parseMaintenance,
  parseRegionRestriction,
  patchSwitches,
} from '../merchants';
import { badRequest } from '../kernel';
import { writeAudit } from './audit';
import type { Operator } from './caller';

export type SiteSettings = components['schemas']['SiteSettings'];
export type SiteSettingsPatch = components['schemas']['SiteSettingsPatch'];

/** The merchant's site switches as they are stored (not the cached copy). */
export async function siteSettings(db: Db, merchantId: number): Promise<SiteSettings> {
  const [row] = await db
    .select({ settings: merchants.settings })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const settings = (row?.settings ?? {}) as Record<string, unknown>;
  const modules = await db
    .select({ modId: merchantModules.modId, enabled: merchantModules.enabled })
    .from(merchantModules)
    .where(eq(merchantModules.merchantId, merchantId))
    .orderBy(asc(merchantModules.sort), asc(merchantModules.modId));
  return {
    maintenance: parseMaintenance(settings.maintenance),
    regionRestriction: parseRegionRestriction(settings.regionRestriction),
    modules,
  };
}

function validate(patch: SiteSettingsPatch, known: ReadonlySet<string>): void {
  const ips = patch.regionRestriction?.blockedIps ?? [];
  const bad = ips.findIndex((entry) => parseIpEntry(entry.trim()) === null);
  if (bad >= 0) {
    throw badRequest(
      `body field "regionRestriction.blockedIps.${bad}" is not an IP address or CIDR range`,
    );
  }
  const unknown = Object.keys(patch.modules ?? {}).find((modId) => !known.has(modId));
  if (unknown !== undefined) throw badRequest(`body field "modules.${unknown}" is not a module`);
  const { maintenance } = patch;
  if (maintenance?.endTime !== undefined && maintenance.endTime !== null) {
    if (!Number.isSafeInteger(maintenance.endTime)) {
      throw badRequest('body field "maintenance.endTime" is not a time');
    }
  }
}

const blank = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());

/** The parts of `settings` the patch names (what the audit entry shows before and after). */
function partsOf(settings: SiteSettings, patch: SiteSettingsPatch) {
  const modules = patch.modules ?? {};
  return {
    ...(patch.maintenance ? { maintenance: settings.maintenance } : {}),
    ...(patch.regionRestriction ? { regionRestriction: settings.regionRestriction } : {}),
    ...(patch.modules
      ? { modules: settings.modules.filter((m) => Object.hasOwn(modules, m.modId)) }
      : {}),
  };
}

/** Applies the patch, audited with the switches it changes before and after. */
export async function updateSiteSettings(
  db: Db,
  input: { merchantId: number; patch: SiteSettingsPatch; by: Operator | null; now: number },
): Promise<SiteSettings> {
  const { merchantId, patch } = input;
  try {
    return await db.transaction(async (tx) => {
      const before = await siteSettings(tx, merchantId);
      validate(patch, new Set(before.modules.map((m) => m.modId)));
      const maintenance = patch.maintenance && {
        enabled: patch.maintenance.enabled,
        title: blank(patch.maintenance.title),
        info: blank(patch.maintenance.info),
        endTime: patch.maintenance.endTime,
      };
      const regionRestriction = patch.regionRestriction && {
        blockedCountries: [
          ...new Set(patch.regionRestriction.blockedCountries.map((c) => c.toUpperCase())),
        ],
        blockedIps: [...new Set(patch.regionRestriction.blockedIps.map((ip) => ip.trim()))],
      };
      await patchSwitches(tx, merchantId, {
        ...(maintenance ? { maintenance } : {}),
        ...(regionRestriction ? { regionRestriction } : {}),
        ...(patch.modules ? { modules: patch.modules } : {}),
      });
      const after = await siteSettings(tx, merchantId);
      await writeAudit(tx, {
        merchantId,
        operator: input.by,
        action: 'settings.site',
        target: 'settings:site',
        before: partsOf(before, patch),
        after: partsOf(after, patch),
        now: input.now,
      });
      return after;
    });
  } finally {
    // Committed (or not): a version step other replicas see only now, and this process's copy.
    await db.execute(sql`select nextval('config_version')`);
    configCache(db).invalidate();
  }
}
