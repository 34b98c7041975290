// The shape of merchants.settings (jsonb) and plain-code guards that read it. Anything
// missing or malformed falls back to a safe default instead of failing the request.
import { type AccountSettings, parseAccountSettings } from './account-settings';
import { type ContractSettings, parseContractSettings } from './contract-settings';
import { zoneOfSettings } from '../kernel';

export interface MaintenanceSettings {
  enabled: boolean;
  title: string | null;
  info: string | null;
  /** Expected end, epoch milliseconds. */
  endTime: number | null;
}

export interface RegionRestrictionSettings {
  blockedCountries: string[];
  /** IPv4/IPv6 addresses or CIDR ranges. */
  blockedIps: string[];
}

export interface CustomerServiceSetting {
  csType: string;
  name: string;
  /** Plain URL; obfuscated when served (see src/domain/site/site-info.ts). */
  url: string;
}

export interface ResourceSetting {
  resourceType: string;
  labelNameEn: string;
  url: string;
}

export interface DomainRouteSetting {
  domain: string;
  main: boolean;
}

/**
 * The addresses of the merchant's sites, part of its domain configuration: the player site
 * (where affiliate links and QR codes lead: `<player>/register?affiliateCode=…`) and the agent
 * console (the player site's entry for a signed-in agent). Origins (`scheme://host[:port]`);
 * null when not configured (the player site then defaults to `https://<mainDomain>`).
 */
export interface SiteAddresses {
  player: string | null;
  agentConsole: string | null;
}

/** The member centre's records (transaction history, bet records, personal profit). */
export interface RecordsSettings {
  /** The longest period a member may ask for, in days (both ends included). */
  maxRangeDays: number;
}

export const DEFAULT_RECORDS_SETTINGS: RecordsSettings = { maxRangeDays: 90 };

/** The winner board (domain/catalogue/winners.ts). */
export interface WinnerBoardSettings {
  /** The smallest payout shown as a win, a decimal string in the merchant's currency. */
  minWin: string;
}

export const DEFAULT_WINNER_BOARD_SETTINGS: WinnerBoardSettings = { minWin: '50.00' };

/** The progressive jackpot (domain/jackpot). */
export interface JackpotSettings {
  /** Off: no stakes flow into the pool and no round wins it; the pool keeps its balance. */
  enabled: boolean;
  /** The share of each eligible stake that flows into the pool, in basis points (0 to 1000). */
  contributionBp: number;
  /** The game categories whose stakes are eligible. */
  categories: string[];
}

export const DEFAULT_JACKPOT_SETTINGS: JackpotSettings = {
  enabled: true,
  contributionBp: 100,
  categories: ['RNG'],
};

export interface MerchantSettings {
  maintenance: MaintenanceSettings;
  regionRestriction: RegionRestrictionSettings;
  supportLanguages: string[];
  defaultLang: string;
  theme: string | null;
  mainDomain: string;
  analytics: { gtagId: string | null };
  imageCDNs: string[];
  launchGameCDNs: string[];
  resources: ResourceSetting[];
  domainRoutes: DomainRouteSetting[];
  siteAddresses: SiteAddresses;
  customerService: CustomerServiceSetting[];
  /** Sign-in, registration and password settings (src/domain/merchants/account-settings.ts). */
  account: AccountSettings;
  /** IANA time zone of the merchant's days and clock times (member records); UTC by default. */
  timeZone: string;
  records: RecordsSettings;
  /** Contract settlement: time zone and the upline's termination rule (contract-settings.ts). */
  contracts: ContractSettings;
  winnerBoard: WinnerBoardSettings;
  jackpot: JackpotSettings;
}

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);
const strOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const numOrNull = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const objects = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : []);

export function parseMaintenance(v: unknown): MaintenanceSettings {
  const m = isObj(v) ? v : {};
  return {
    enabled: m.enabled === true,
    title: strOrNull(m.title),
    info: strOrNull(m.info),
    endTime: numOrNull(m.endTime),
  };
}

export function parseRegionRestriction(v: unknown): RegionRestrictionSettings {
  const r = isObj(v) ? v : {};
  return { blockedCountries: strings(r.blockedCountries), blockedIps: strings(r.blockedIps) };
}

/** An IANA time zone the runtime knows, else UTC. */
export const parseTimeZone = (v: unknown): string => zoneOfSettings({ timeZone: v });

export function parseRecordsSettings(v: unknown): RecordsSettings {
  const r = isObj(v) ? v : {};
  const max = r.maxRangeDays;
  return {
    maxRangeDays:
      typeof max === 'number' && Number.isInteger(max) && max >= 1 && max <= 366
        ? max
        : DEFAULT_RECORDS_SETTINGS.maxRangeDays,
  };
}

export function parseWinnerBoardSettings(v: unknown): WinnerBoardSettings {
  const w = isObj(v) ? v : {};
  const minWin = w.minWin;
  return {
    minWin:
      typeof minWin === 'string' && /^\d{1,15}(\.\d{1,2})?$/.test(minWin)
        ? minWin
        : DEFAULT_WINNER_BOARD_SETTINGS.minWin,
  };
}

export function parseJackpotSettings(v: unknown): JackpotSettings {
  const j = isObj(v) ? v : {};
  const bp = j.contributionBp;
  const categories = strings(j.categories);
  return {
    enabled: typeof j.enabled === 'boolean' ? j.enabled : DEFAULT_JACKPOT_SETTINGS.enabled,
    contributionBp:
      typeof bp === 'number' && Number.isInteger(bp) && bp >= 0 && bp <= 1000
        ? bp
        : DEFAULT_JACKPOT_SETTINGS.contributionBp,
    categories: Array.isArray(j.categories) ? categories : DEFAULT_JACKPOT_SETTINGS.categories,
  };
}

/** An http(s) origin (`scheme://host[:port]`, no path, no credentials), else null. */
function parseSiteOrigin(v: unknown): string | null {
  if (typeof v !== 'string' || v.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(v.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url.origin;
}

/** @internal */
export function parseSiteAddresses(v: unknown, mainDomain: string): SiteAddresses {
  const a = isObj(v) ? v : {};
  const fromDomain = mainDomain.trim() ? parseSiteOrigin(`https://${mainDomain.trim()}`) : null;
  return {
    player: parseSiteOrigin(a.player) ?? fromDomain,
    agentConsole: parseSiteOrigin(a.agentConsole),
  };
}

export function parseMerchantSettings(raw: unknown): MerchantSettings {
  const s = isObj(raw) ? raw : {};
  const timeZone = parseTimeZone(s.timeZone);
  const analytics = isObj(s.analytics) ? s.analytics : {};
  const supportLanguages = strings(s.supportLanguages);
  return {
    maintenance: parseMaintenance(s.maintenance),
    regionRestriction: parseRegionRestriction(s.regionRestriction),
    supportLanguages: supportLanguages.length > 0 ? supportLanguages : ['EN'],
    defaultLang: str(s.defaultLang, 'EN'),
    theme: strOrNull(s.theme),
    mainDomain: str(s.mainDomain, ''),
    analytics: { gtagId: strOrNull(analytics.gtagId) },
    imageCDNs: strings(s.imageCDNs),
    launchGameCDNs: strings(s.launchGameCDNs),
    resources: objects(s.resources)
      .filter((r) => typeof r.resourceType === 'string' && typeof r.url === 'string')
      .map((r) => ({
        resourceType: str(r.resourceType, ''),
        labelNameEn: str(r.labelNameEn, str(r.resourceType, '')),
        url: str(r.url, ''),
      })),
    domainRoutes: objects(s.domainRoutes)
      .filter((d) => typeof d.domain === 'string')
      .map((d) => ({ domain: str(d.domain, ''), main: d.main === true })),
    siteAddresses: parseSiteAddresses(s.siteAddresses, str(s.mainDomain, '')),
    customerService: objects(s.customerService)
      .filter((c) => typeof c.csType === 'string' && typeof c.url === 'string')
      .map((c) => ({
        csType: str(c.csType, ''),
        name: str(c.name, str(c.csType, '')),
        url: str(c.url, ''),
      })),
    account: parseAccountSettings(s.account),
    timeZone,
    records: parseRecordsSettings(s.records),
    contracts: parseContractSettings(s.contracts, timeZone),
    winnerBoard: parseWinnerBoardSettings(s.winnerBoard),
    jackpot: parseJackpotSettings(s.jackpot),
  };
}
