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
  /** Clears the search and filters (the next step offered when nothing matches). */
  onShowAll?: () => void;
}

/** The game grid of a lobby, its pagination, or what is empty and the way back to every game. */
export function LobbyResults({
  label,
  games,
  isLoading,
  page,
  totalPages,
  onPage,
  onShowAll,
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
      <div
        className="grid min-h-48 place-content-center justify-items-center gap-3 rounded-xl border border-dashed border-border p-6 text-center text-fg-muted"
        data-testid="no-data"
        role="status"
      >
        <p>{t('lobby.no_games')}</p>
        {onShowAll ? (
          <button
            type="button"
            onClick={onShowAll}
            className="rounded-full bg-accent px-4 py-2 text-sm font-semibold text-accent-contrast"
          >
            {t('lobby.show_all')}
          </button>
        ) : null}
      </div>
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
