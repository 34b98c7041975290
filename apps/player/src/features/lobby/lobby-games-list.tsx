import type { Game } from '@platform/api-client';
import { gameQueries } from '@platform/api-client/queries/games';
import { memberGameQueries } from '@platform/api-client/queries/member-games';
import { useApi } from '@platform/api-client/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  favoritesParams,
  hotParams,
  listParams,
  type LobbyQuery,
  lobbySource,
  pageLocally,
  recentParams,
} from './lobby-games';
import { LobbyResults } from './lobby-results';

export interface LobbyGamesListProps {
  query: LobbyQuery;
  isMember: boolean;
  label: string;
  onPage: (page: number) => void;
  /** The page asked for is past the end (an old link, a list that shrank). */
  onPastEnd: (lastPage: number) => void;
  onShowAll: () => void;
}

/** The games of a lobby's filters, from the list its route loaded (see lobby-games.ts). */
export function LobbyGamesList(props: LobbyGamesListProps) {
  switch (lobbySource(props.query.search, props.isMember)) {
    case 'list':
      return <ServerPagedGames {...props} />;
    case 'hot':
      return <HotGames {...props} />;
    case 'favorites':
      return <FavoriteGames {...props} />;
    case 'recent':
      return <RecentGames {...props} />;
    default:
      return <Shown {...props} games={[]} totalPages={0} />;
  }
}

function ServerPagedGames(props: LobbyGamesListProps) {
  const api = useApi();
  const { data } = useSuspenseQuery(gameQueries(api).list(listParams(props.query)));
  return <Shown {...props} games={data.games} totalPages={data.totalPages} />;
}

function HotGames(props: LobbyGamesListProps) {
  const api = useApi();
  const { data } = useSuspenseQuery(gameQueries(api).hot(hotParams(props.query)));
  return <Shown {...props} {...pageLocally(data.list, props.query.search.name, pageOf(props))} />;
}

function FavoriteGames(props: LobbyGamesListProps) {
  const api = useApi();
  const { data } = useSuspenseQuery(memberGameQueries(api).favorites(favoritesParams(props.query)));
  return (
    <Shown {...props} {...pageLocally(data.content, props.query.search.name, pageOf(props))} />
  );
}

function RecentGames(props: LobbyGamesListProps) {
  const api = useApi();
  const { data } = useSuspenseQuery(memberGameQueries(api).recent(recentParams(props.query)));
  return <Shown {...props} {...pageLocally(data.list, props.query.search.name, pageOf(props))} />;
}

const pageOf = (props: LobbyGamesListProps) => props.query.search.page ?? 1;

function Shown({
  query,
  label,
  games,
  totalPages,
  onPage,
  onPastEnd,
  onShowAll,
}: LobbyGamesListProps & { games: readonly Game[]; totalPages: number }) {
  const page = query.search.page ?? 1;
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) onPastEnd(totalPages);
  }, [onPastEnd, page, totalPages]);
  return (
    <LobbyResults
      label={label}
      games={games}
      isLoading={false}
      page={page}
      totalPages={totalPages}
      onPage={onPage}
      onShowAll={onShowAll}
    />
  );
}
