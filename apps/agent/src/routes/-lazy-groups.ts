// The console's screens, each its own chunk loaded on first use (the /agent landing stays
// small). A data screen's module exports its `loader`; `lazyLoader` runs it once the chunk is in.
import { lazyGroup } from '@platform/site';

/** The route loader of a lazy screen: loads its chunk, then runs the module's `loader`. */
export function lazyLoader<A>(load: () => Promise<{ loader: (args: A) => unknown }>) {
  return (args: A) => load().then((screen) => screen.loader(args));
}

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
