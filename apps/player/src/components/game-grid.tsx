import type { Game } from '@platform/api-client';
import { useFavorites } from '../lib/use-favorites';
import { useCdn } from '../lib/use-cdn';
import { useLaunchGame } from '../lib/use-launch-game';
import { GameTile } from './game-tile';

/** Column layouts: a lobby page of 15 (3 rows of 5), a home section of 10 (2 rows of 5). */
const COLUMNS = {
  lobby: 'grid-cols-3 sm:grid-cols-5',
  section: 'grid-cols-2 sm:grid-cols-5',
} as const;

export interface GameGridProps {
  games: readonly Game[];
  /** Accessible name of the list. */
  label: string;
  columns?: keyof typeof COLUMNS;
}

/** Tiles of games, wired to launch, free trial and favourites. */
export function GameGrid({ games, label, columns = 'lobby' }: GameGridProps) {
  const cdn = useCdn();
  const { play, tryFree } = useLaunchGame();
  const { ids, toggle } = useFavorites();
  return (
    <ul
      aria-label={label}
      className={`grid gap-x-3 gap-y-4 ${COLUMNS[columns]}`}
      data-testid="game-grid"
    >
      {games.map((game) => (
        <GameTile
          key={game.nodeId}
          game={game}
          imageUrl={cdn.image(game.iconUrl)}
          favorite={ids.has(game.nodeId)}
          onPlay={play}
          onTrial={tryFree}
          onToggleFavorite={(g) => void toggle(g)}
        />
      ))}
    </ul>
  );
}
