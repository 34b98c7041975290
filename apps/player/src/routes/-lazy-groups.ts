// The spec's lazy screen groups, each its own chunk loaded with the 120 s limit. Routes of one
// group share its loader, so the chunk is fetched once.
//
// A data route's loader lives in its screen's module, exported under its own name beside the
// page that reads the same query options with useSuspenseQuery; the route reaches it through a
// typed reference, `lazyLoader(loadCashier, (screen) => screen.withdrawLoader)` (@platform/site).
// Route files are part of the first download, the screen modules are not.
import { lazyGroup } from '@platform/site';
import { lazyRouteComponent } from '@tanstack/react-router';

export const loadHome = lazyGroup(() => import('../features/home/home-page'));
export const HomeScreen = lazyRouteComponent(loadHome, 'HomePage');
export const loadGameListCenter = lazyGroup(() => import('../features/lobby/lobby-page'));
export const loadGameCenter = lazyGroup(() => import('../features/game-center/game-center-page'));
export const loadAccountGames = lazyGroup(
  () => import('../features/account-games/account-games-page'),
);
// Lazy screen group "Promotions" (spec), loaded with the 120 s limit.
export const loadPromotions = lazyGroup(() => import('../features/promotions/promotions-page'));
export const loadLottery = lazyGroup(() => import('../features/lottery/lottery-page'));
export const loadSeamless = lazyGroup(() => import('../features/seamless/seamless-page'));
export const loadInfoPage = lazyGroup(() => import('../features/info/info-page'));
/** The information page (about us, contact us, security centre, credit report). */
export const InfoScreen = lazyRouteComponent(loadInfoPage, 'InfoPage');
export const loadMemberCenter = lazyGroup(() => import('./-member-centre'));
export const loadCashier = lazyGroup(() => import('../features/cashier/cashier-pages'));
export const loadWallet = lazyGroup(() => import('../features/wallet/wallet-pages'));
/** Reward centre, missions and bonus details. */
export const loadRewards = lazyGroup(() => import('../features/rewards/rewards-pages'));
/** Manual rebate and VIP. */
export const loadLoyalty = lazyGroup(() => import('../features/loyalty/loyalty-pages'));
/** The member's records (bets, transactions, profit): one chunk, a route and a loader each. */
export const loadRecords = lazyGroup(() => import('../features/records/records-pages'));
/** Invite friends (/member/referral): its own chunk with the QR code encoder. */
export const loadReferral = lazyGroup(() => import('../features/referral/referral-page'));

/** The screens a first visit lands on, by path (the routes that render them load the same group). */
const FIRST_SCREENS: Record<string, () => Promise<unknown>> = {
  '/': loadHome,
  '/login': loadHome,
  '/register': loadHome,
  '/forget': loadHome,
  '/rng': loadGameListCenter,
  '/live': loadGameListCenter,
  '/fish': loadGameListCenter,
  '/pvp': loadGameListCenter,
  '/promotions': loadPromotions,
};

/**
 * Starts loading the screen of the page the visit landed on while the site boots (status,
 * texts, remembered sign-in), instead of once the router has matched after it: the group's
 * chunk is fetched once, and the route waits for that same load. A failure here is left to the
 * route, which loads the group again and shows its error.
 */
export function loadFirstScreen(pathname: string): void {
  const load = FIRST_SCREENS[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];
  load?.().catch(() => undefined);
}
