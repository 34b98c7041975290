// The member's game lists as /favorite and /recent ask for them (spec: favourites with page
// size 999; recent games 20 at a time): one place for the route loaders and the page.
import type {
  FavoriteListParams,
  RecentGamesParams,
} from '@platform/api-client/queries/member-games';

export type AccountGamesKind = 'favorites' | 'recent';

export const favoritesList = (language: string): FavoriteListParams => ({
  pageNo: 1,
  pageSize: 999,
  language,
});

export const recentList = (language: string): RecentGamesParams => ({
  page: 1,
  pageSize: 20,
  language,
});
