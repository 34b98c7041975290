export { accountKeys, accountQueries } from './account';
export { memberKeys, memberQueries } from './member';
export { systemKeys, systemQueries } from './system';
export { contentKeys, contentQueries, memberContentKeys } from './content';
export type { AnnouncementKind, AnnouncementQuery, ContentPageSlug, PostKind } from './content';
export { gameKeys, gameQueries, WEB_CLIENT } from './games';
export type { GameListParams, HotGamesParams, WinnerBoardParams } from './games';
export { addFavoriteGame, favoriteKeys, memberGameQueries, recentKeys, removeFavoriteGame } from './member-games';
export type { FavoriteGameRequest, FavoriteListParams, RecentGamesParams } from './member-games';
export { walletKeys, walletQueries } from './wallet';
export { launchGame, launchTrialGame, lotteryKeys, lotteryQueries } from './lottery';
export type { LaunchParams, PrizeMode } from './lottery';

/**
 * Query roots that hold public data, kept across sign-in and sign-out; everything else
 * belongs to the session and is dropped when it ends.
 */
export const PUBLIC_QUERY_ROOTS: readonly string[] = ['system', 'games', 'content', 'lottery'];
