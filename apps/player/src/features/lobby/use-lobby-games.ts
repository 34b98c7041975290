// The games a lobby shows for its filters. ALL, NEW and the sub-categories page on the server;
// HOT (20 fetched), favourites (999) and recent (20) are filtered and paged here.
import type { Game } from '@platform/api-client';
import { gameQueries } from '@platform/api-client/queries/games';
import { memberGameQueries } from '@platform/api-client/queries/member-games';
import { useApi } from '@platform/api-client/react';
import { useSession } from '@platform/auth';
import { useLanguage } from '@platform/i18n/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LobbyCategory } from '../../lib/categories';
import { LOBBY_PAGE_SIZE, type LobbySearch } from '../../lib/lobby-search';

export interface LobbyGames {
  games: Game[];
  totalPages: number;
  isLoading: boolean;
}

const local = (list: readonly Game[] | undefined, name: string | undefined, page: number) => {
  const needle = name?.toLocaleLowerCase();
  const matched = (list ?? []).filter(
    (g) =>
      !needle ||
      g.gameName.toLocaleLowerCase().includes(needle) ||
      g.nodeName.toLocaleLowerCase().includes(needle),
  );
  return {
    games: matched.slice((page - 1) * LOBBY_PAGE_SIZE, page * LOBBY_PAGE_SIZE),
    totalPages: Math.ceil(matched.length / LOBBY_PAGE_SIZE),
  };
};

export function useLobbyGames(category: LobbyCategory, search: LobbySearch): LobbyGames {
  const api = useApi();
  const { language } = useLanguage();
  const { isLoggedIn, isTrial } = useSession();
  const member = isLoggedIn && !isTrial;
  const classify = search.classify ?? 'ALL';
  const page = search.page ?? 1;
  const filter = { gameType: category, vassalage: search.vassalage };
  const serverPaged = !['HOT', 'FAV', 'RECENT'].includes(classify);

  const list = useQuery({
    ...gameQueries(api).list({
      ...filter,
      gameName: search.name,
      isNew: classify === 'NEW' ? true : undefined,
      gameClassify: serverPaged && classify !== 'ALL' && classify !== 'NEW' ? classify : undefined,
      pageNo: page,
      pageSize: LOBBY_PAGE_SIZE,
      language,
    }),
    enabled: serverPaged,
    placeholderData: keepPreviousData,
  });
  const hot = useQuery({
    ...gameQueries(api).hot({ ...filter, limit: 20, language }),
    enabled: classify === 'HOT',
  });
  const favorites = useQuery({
    ...memberGameQueries(api).favorites({ ...filter, pageNo: 1, pageSize: 999, language }),
    enabled: classify === 'FAV' && member,
  });
  const recent = useQuery({
    ...memberGameQueries(api).recent({ ...filter, page: 1, pageSize: 20, language }),
    enabled: classify === 'RECENT' && member,
  });

  if (serverPaged)
    return {
      games: list.data?.games ?? [],
      totalPages: list.data?.totalPages ?? 0,
      isLoading: list.isPending,
    };
  if (classify === 'HOT')
    return { ...local(hot.data?.list, search.name, page), isLoading: hot.isPending };
  if (classify === 'FAV')
    return {
      ...local(favorites.data?.content, search.name, page),
      isLoading: member && favorites.isPending,
    };
  return { ...local(recent.data?.list, search.name, page), isLoading: member && recent.isPending };
}
