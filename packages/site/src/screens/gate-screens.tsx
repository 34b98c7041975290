// The screens the status gate shows instead of the site (maintenance, region blocked, the
// status unreadable): rare, so they load only when one is needed, not on every first visit.
export { BootErrorScreen } from './boot-error-screen';
export { MaintenanceScreen } from './maintenance-screen';
export { RegionBlockedScreen } from './region-blocked-screen';
