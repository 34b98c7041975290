// Where a lobby's games come from for its filters. ALL, NEW and the sub-categories page on
// the server; HOT (20 fetched), favourites (999) and recent (20) are filtered and paged here.
// The route loader and the page build the same query options from these.
import type { Game } from '@platform/api-client';
import { type GameListParams, gameQueries } from '@platform/api-client/queries/games';
import { memberGameQueries } from '@platform/api-client/queries/member-games';
import type { LobbyCategory } from '../../lib/categories';
import { LOBBY_PAGE_SIZE, type LobbySearch } from '../../lib/lobby-search';
import type { RouteSession } from '../../lib/route-context';
import type { SiteRouterContext } from '@platform/site';

type LobbySource = 'list' | 'hot' | 'favorites' | 'recent' | 'none';

export interface LobbyQuery {
  category: LobbyCategory;
  search: LobbySearch;
  language: string;
}

/** Which list the filters show; favourites and recent only for real members. */
export function lobbySource(search: LobbySearch, isMember: boolean): LobbySource {
  const classify = search.classify ?? 'ALL';
  if (classify === 'HOT') return 'hot';
  if (classify === 'FAV') return isMember ? 'favorites' : 'none';
  if (classify === 'RECENT') return isMember ? 'recent' : 'none';
  return 'list';
}

const filterOf = ({ category, search }: LobbyQuery) => ({
  gameType: category,
  vassalage: search.vassalage,
});

export const listParams = (q: LobbyQuery): GameListParams => {
  const classify = q.search.classify ?? 'ALL';
  return {
    ...filterOf(q),
    gameName: q.search.name,
    isNew: classify === 'NEW' ? true : undefined,
    gameClassify: classify !== 'ALL' && classify !== 'NEW' ? classify : undefined,
    pageNo: q.search.page ?? 1,
    pageSize: LOBBY_PAGE_SIZE,
    language: q.language,
  };
};

export const hotParams = (q: LobbyQuery) => ({ ...filterOf(q), limit: 20, language: q.language });

export const favoritesParams = (q: LobbyQuery) => ({
  ...filterOf(q),
  pageNo: 1,
  pageSize: 999,
  language: q.language,
});

export const recentParams = (q: LobbyQuery) => ({
  ...filterOf(q),
  page: 1,
  pageSize: 20,
  language: q.language,
});

/** A list filtered by the searched name and cut to the page (HOT, favourites, recent). */
export function pageLocally(list: readonly Game[], name: string | undefined, page: number) {
  const needle = name?.toLocaleLowerCase();
  const matched = list.filter(
    (g) =>
      !needle ||
      g.gameName.toLocaleLowerCase().includes(needle) ||
      g.nodeName.toLocaleLowerCase().includes(needle),
  );
  return {
    games: matched.slice((page - 1) * LOBBY_PAGE_SIZE, page * LOBBY_PAGE_SIZE),
    totalPages: Math.ceil(matched.length / LOBBY_PAGE_SIZE),
  };
}

/** The route loader's half: the list the filters show, in the cache before the page renders. */
export async function ensureLobbyGames(
  { queryClient, api }: SiteRouterContext,
  session: RouteSession,
  q: LobbyQuery,
): Promise<void> {
  const source = lobbySource(q.search, session.isMember);
  if (source === 'list') await queryClient.ensureQueryData(gameQueries(api).list(listParams(q)));
  if (source === 'hot') await queryClient.ensureQueryData(gameQueries(api).hot(hotParams(q)));
  if (source === 'favorites')
    await queryClient.ensureQueryData(memberGameQueries(api).favorites(favoritesParams(q)));
  if (source === 'recent')
    await queryClient.ensureQueryData(memberGameQueries(api).recent(recentParams(q)));
}
