import type { Game } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { DEFAULT_GAME_ICON } from './default-game-icon';
import { FavoriteButton } from './favorite-button';
import { PlayIcon } from './icons';
import { LazyImage } from './lazy-image';

export interface GameTileProps {
  game: Game;
  imageUrl: string;
  favorite: boolean;
  onPlay: (game: Game) => void;
  onTrial: (game: Game) => void;
  onToggleFavorite: (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType' | 'gameName'>) => void;
}

/** A game: picture (play), hot badge, free-trial button when supportPlay is 0, favourite heart. */
export function GameTile({
  game,
  imageUrl,
  favorite,
  onPlay,
  onTrial,
  onToggleFavorite,
}: GameTileProps) {
  const { t } = useTranslation('lobby');
  return (
    <li
      className="group min-w-0"
      data-testid="game-tile"
      data-node-id={game.nodeId}
      data-vendor={game.vassalage}
    >
      <div className="relative overflow-hidden rounded-lg bg-surface shadow-md ring-1 ring-border transition group-hover:ring-accent/60">
        <button
          type="button"
          onClick={() => onPlay(game)}
          aria-label={t('tile.play_game', { game: game.gameName })}
          data-testid="game-play"
          className="block w-full focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent"
        >
          <LazyImage
            src={imageUrl}
            fallback={DEFAULT_GAME_ICON}
            width={240}
            height={240}
            className="aspect-square w-full object-cover transition duration-300 group-hover:scale-105"
          />
          <span
            aria-hidden="true"
            className="absolute inset-0 grid place-items-center bg-black/45 opacity-0 transition group-hover:opacity-100 group-focus-within:opacity-100"
          >
            <span className="grid size-12 place-items-center rounded-full bg-accent text-accent-contrast shadow-glow">
              <PlayIcon width={24} height={24} />
            </span>
          </span>
        </button>
        {game.isHot && (
          <span
            className="pointer-events-none absolute start-2 top-2 max-w-[calc(100%-3rem)] truncate rounded-sm bg-danger-strong px-1.5 py-0.5 text-[0.65rem] font-bold uppercase tracking-wide text-danger-contrast shadow"
            data-testid="hot-badge"
          >
            {t('tile.hot')}
          </span>
        )}
        {game.maintenance && (
          <span className="pointer-events-none absolute inset-x-0 bottom-0 bg-black/75 py-1 text-center text-xs text-warning">
            {t('tile.maintenance')}
          </span>
        )}
        <FavoriteButton
          game={game}
          active={favorite}
          onToggle={onToggleFavorite}
          className="absolute end-2 top-2"
        />
        {game.supportPlay === 0 && !game.maintenance && (
          <button
            type="button"
            onClick={() => onTrial(game)}
            aria-label={t('tile.trial_game', { game: game.gameName })}
            className="absolute bottom-2 start-2 inline-flex min-h-6 items-center rounded-full bg-black/65 px-2 py-0.5 text-[0.7rem] font-semibold text-white backdrop-blur hover:bg-accent hover:text-accent-contrast"
          >
            {t('tile.trial')}
          </button>
        )}
      </div>
      <p
        className="mt-1.5 truncate text-sm font-medium text-fg rtl:text-right"
        title={game.gameName}
        dir="auto"
      >
        {game.gameName}
      </p>
      <p className="truncate text-xs text-fg-muted rtl:text-right" dir="auto">
        {game.displayName}
      </p>
    </li>
  );
}
