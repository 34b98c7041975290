// The "permission" read before the app mounts: 0 normal, 1 maintenance (wins whenever the
// maintenance flag is on), 2 region restricted.
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import type { Merchant } from '../merchants';
import type { CountryLookup } from './ip-country';
import { checkRegion } from './region';
import { buildSiteInfo } from './site-info';

export type SystemStatus = components['schemas']['SystemStatus'];

export const STATUS_NORMAL = 0;
export const STATUS_MAINTENANCE = 1;
export const STATUS_REGION_RESTRICTED = 2;

export async function computeSystemStatus(
  db: Db,
  merchant: Merchant,
  ip: string,
  countryOf: CountryLookup,
): Promise<SystemStatus> {
  const { maintenance } = merchant.settings;
  const region = checkRegion(countryOf, merchant.settings.regionRestriction, ip);
  const info = await buildSiteInfo(db, merchant);
  const status = maintenance.enabled
    ? STATUS_MAINTENANCE
    : region.restricted
      ? STATUS_REGION_RESTRICTED
      : STATUS_NORMAL;
  return {
    status,
    maintenance: maintenance.enabled,
    regionRestriction: region.restricted,
    ...(maintenance.enabled
      ? {
          maintenanceInfo: {
            title: maintenance.title,
            content: maintenance.info,
            endTime: maintenance.endTime,
          },
        }
      : {}),
    location: { ip: region.ip, countryCode: region.countryCode },
    info,
  };
}
