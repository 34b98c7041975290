// The public surface of domain/merchants: what the rest of the server may use.
export {
  DEFAULT_ACCOUNT_SETTINGS,
  type FirebasePhoneSettings,
  type SecuritySettings,
  type SocialProviderSetting,
} from './account-settings';
export { patchAccountSwitches } from './account-switches';
export { type MerchantSettings, type RegionRestrictionSettings } from './merchant-settings';
export { patchSwitches } from './merchant-switches';
export { findMerchantByCode, type Merchant } from './merchants';
