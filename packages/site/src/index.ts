export { bootSite } from './boot';
export type { Site, SiteBootOptions } from './boot';
export { SiteRoot } from './site-root';
export { startSite } from './start-site';
export type { StartSiteOptions } from './start-site';
export { SiteGate, STATUS_REFRESH_MS } from './site-gate';
export {
  CS_WINDOW_FEATURES,
  CustomerServiceButton,
  customerServiceUrl,
  LIVE_CHAT_TYPE,
  openCustomerService,
  openCustomerServiceUrl,
} from './components/customer-service-button';
export { MaintenanceScreen } from './screens/maintenance-screen';
export { RegionBlockedScreen } from './screens/region-blocked-screen';
export { BootErrorScreen } from './screens/boot-error-screen';
export { ChunkErrorView } from './screens/chunk-error-view';
export { StatusScreen } from './screens/status-screen';
export { errorCodeText, errorMessage } from './lib/error-message';
export { errorMessageLater } from './lib/error-message-later';
export { QueryState } from './components/query-state';
export type { QueryStateProps } from './components/query-state';
export {
  ChunkLoadError,
  isChunkLoadError,
  LAZY_LOAD_TIMEOUT_MS,
  lazyGroup,
  lazyLoader,
  loadWithTimeout,
} from './lib/lazy-group';
export { RouteError } from './router/route-error';
export { NotFoundPage } from './router/not-found-page';
export { searchSchema } from './router/search-schema';
export { siteRouterOptions } from './router/site-router-options';
export type { SiteRouterContext } from './router/site-router-options';
export { useMerchantTime, useMerchantTimeZone } from './lib/merchant-time';
