// The public site configuration served inside the system status (`info`). Customer-service
// links are DES-obfuscated the upstream way: the last 8 characters are the key. Built once
// per configuration change (src/db/config-cache.ts), not per request.
import type { components } from '@platform/api-client/schema';
import { obfuscatePath } from '@platform/api-client/crypto';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import type { Merchant } from '../merchants';
import { loadRegisterRules } from './register-rules';
import { loadWhitelabelTree } from './whitelabel';

export type SiteInfo = components['schemas']['SiteInfo'];

export function buildSiteInfo(db: Db, merchant: Merchant): Promise<SiteInfo> {
  return configCache(db).get(`site-info:${merchant.id}`, () => siteInfoOf(db, merchant));
}

async function siteInfoOf(db: Db, merchant: Merchant): Promise<SiteInfo> {
  const s = merchant.settings;
  const [whitelabel, register] = await Promise.all([
    loadWhitelabelTree(db, merchant.id),
    loadRegisterRules(db, merchant.id),
  ]);
  return {
    siteName: merchant.name,
    theme: s.theme,
    supportLanguages: s.supportLanguages,
    defaultLang: s.defaultLang,
    customerService: s.customerService.map((c) => ({
      csType: c.csType,
      name: c.name,
      path: obfuscatePath(c.url),
    })),
    domainRoute: s.domainRoutes,
    resources: s.resources,
    whitelabel,
    register,
    mainDomain: s.mainDomain,
    timeZone: s.timeZone,
    analytics: { gtagId: s.analytics.gtagId },
    imageCDNs: s.imageCDNs,
    launchGameCDNs: s.launchGameCDNs,
    siteAddresses: s.siteAddresses,
  };
}
