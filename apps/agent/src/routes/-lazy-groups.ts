// The console's screens, each its own chunk loaded on first use (the /agent landing stays
// small). A data screen's module exports its loaders by name; a route reaches its own through a
// typed reference, `lazyLoader(loadCashier, (screen) => screen.withdrawLoader)` (@platform/site),
// the way the player site does.
import { lazyGroup } from '@platform/site';

export const loadShell = lazyGroup(() => import('../features/shell/agent-shell'));
export const loadAgentHome = lazyGroup(() => import('../features/agent-home/agent-home-page'));
export const loadTeamOverview = lazyGroup(
  () => import('../features/team-overview/team-overview-page'),
);
export const loadDownlines = lazyGroup(() => import('../features/downlines/downlines-page'));
export const loadRegisterCentre = lazyGroup(
  () => import('../features/register-centre/register-centre-page'),
);
export const loadReports = lazyGroup(() => import('../features/reports/report-pages'));
export const loadContracts = lazyGroup(() => import('../features/contracts/contracts-page'));
export const loadCashier = lazyGroup(() => import('../features/cashier/cashier-pages'));
export const loadAnnouncements = lazyGroup(
  () => import('../features/announcements/agent-announcement-page'),
);
