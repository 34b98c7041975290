import type { Game } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { Skeleton } from '@platform/ui';
import { GameGrid } from '../../components/game-grid';
import { Paginator } from '../../components/paginator';
import { LOBBY_PAGE_SIZE } from '../../lib/lobby-search';

export interface LobbyResultsProps {
  label: string;
  games: readonly Game[];
  isLoading: boolean;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** The game grid of a lobby, its pagination, or 'no data'. */
export function LobbyResults({
  label,
  games,
  isLoading,
  page,
  totalPages,
  onPage,
}: LobbyResultsProps) {
  const { t } = useTranslation('lobby');
  if (isLoading) {
    return (
      <ul
        aria-busy="true"
        aria-label={label}
        className="grid grid-cols-3 gap-x-3 gap-y-4 sm:grid-cols-5"
      >
        {Array.from({ length: LOBBY_PAGE_SIZE }, (_, i) => (
          <li key={i}>
            <Skeleton className="aspect-square h-auto w-full" radius="var(--ui-radius-md)" />
            <Skeleton className="mt-2" height="0.8rem" width="70%" />
          </li>
        ))}
      </ul>
    );
  }
  if (games.length === 0) {
    return (
      <p
        className="grid min-h-48 place-items-center rounded-xl border border-dashed border-border text-fg-muted"
        data-testid="no-data"
        role="status"
      >
        {t('lobby.no_data')}
      </p>
    );
  }
  return (
    <>
      <GameGrid games={games} label={label} />
      <Paginator
        className="mt-6 justify-center"
        page={page}
        totalPages={totalPages}
        onChange={onPage}
      />
    </>
  );
}
