// The spec's lazy screen groups, each its own chunk loaded with the 120 s limit. Routes of one
// group share its loader, so the chunk is fetched once.
//
// A data route's loader lives in its screen's module (exported as `loader`, beside the page
// that reads the same query options with useSuspenseQuery): route files are part of the first
// download, the query modules are not. `lazyLoader(group, ...extra)` is the route's side.
import { lazyGroup } from '@platform/site';
import { lazyRouteComponent } from '@tanstack/react-router';

/** The route loader of a lazy screen: loads its chunk, then runs the module's `loader`. */
export function lazyLoader<A, X extends unknown[]>(
  load: () => Promise<{ loader: (args: A, ...extra: X) => unknown }>,
  ...extra: X
) {
  return (args: A) => load().then((screen) => screen.loader(args, ...extra));
}

export const loadHome = lazyGroup(() => import('../features/home/home-page'));
export const HomeScreen = lazyRouteComponent(loadHome, 'HomePage');
export const loadGameListCenter = lazyGroup(() => import('../features/lobby/lobby-page'));
export const loadGameCenter = lazyGroup(() => import('../features/game-center/game-center-page'));
export const loadAccountGames = lazyGroup(
  () => import('../features/account-games/account-games-page'),
);
export const loadLottery = lazyGroup(() => import('../features/lottery/lottery-page'));
export const loadSeamless = lazyGroup(() => import('../features/seamless/seamless-page'));
export const loadInfoPage = lazyGroup(() => import('../features/info/info-page'));
/** The information page (about us, contact us, security centre, credit report). */
export const InfoScreen = lazyRouteComponent(loadInfoPage, 'InfoPage');
export const loadMemberCenter = lazyGroup(() => import('./-member-centre'));
export const loadCashier = lazyGroup(() => import('../features/cashier/cashier-pages'));
export const loadWallet = lazyGroup(() => import('../features/wallet/wallet-pages'));
const loadRewards = lazyGroup(() => import('../features/rewards/rewards-pages'));
/** A reward screen's route options: its data, then its page (reward centre, missions, bonus details). */
export const rewardsScreen = (screen: 'centre' | 'missions' | 'bonus', page: string) => ({
  loader: lazyLoader(loadRewards, screen),
  component: lazyRouteComponent(loadRewards, page as 'Centre'),
});
/** The member's records (bets, transactions, profit): one screen module, which reads its page
 * from the path and its view from the URL, so each records route file is just its path. */
const loadRecords = lazyGroup(() => import('../features/records/records-pages'));
export const recordsRoute = {
  loader: lazyLoader(loadRecords),
  component: lazyRouteComponent(loadRecords, 'RecordsScreen'),
};
/** Invite friends (/member/referral): its own chunk with the QR code encoder. */
const loadReferral = lazyGroup(() => import('../features/referral/referral-page'));
export const referralRoute = {
  loader: lazyLoader(loadReferral),
  component: lazyRouteComponent(loadReferral, 'ReferralPage'),
};
