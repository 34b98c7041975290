// The public surface of domain/merchants: what the rest of the server may use.
export {
  DEFAULT_ACCOUNT_SETTINGS,
  type FirebasePhoneSettings,
  type GoogleAuthPlace,
  PROFILE_FIELDS,
  type ProfileFieldName,
  type SecuritySettings,
  type SocialProviderSetting,
} from './account-settings';
export { type ContractSettings } from './contract-settings';
export {
  type JackpotSettings,
  type MerchantSettings,
  parseJackpotSettings,
  parseMaintenance,
  parseRegionRestriction,
  type RecordsSettings,
  type RegionRestrictionSettings,
} from './merchant-settings';
export { ipFamily, normalizeIp, parseIpEntry } from './ip-entry';
export { patchSwitches, /** @internal */ setModules } from './switches';
export {
  cachedMerchantByCode,
  findMerchantByCode,
  findMerchantByHost,
  type Merchant,
} from './merchants';
