import type { Game } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { cx } from '@platform/ui';
import { useEffect, useRef, useState } from 'react';
import { throttle } from '../lib/throttle';
import { HeartIcon } from './icons';

export interface FavoriteButtonProps {
  game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType' | 'gameName'>;
  active: boolean;
  onToggle: (game: FavoriteButtonProps['game']) => void;
  className?: string;
}

/** The heart on a tile: adds or removes the game, at most once per second. */
export function FavoriteButton({ game, active, onToggle, className }: FavoriteButtonProps) {
  const { t } = useTranslation('lobby');
  const latest = useRef(onToggle);
  useEffect(() => {
    latest.current = onToggle;
  }, [onToggle]);
  // One throttle for the button's life, however often the parent re-renders.
  const [toggle] = useState(() =>
    throttle((g: FavoriteButtonProps['game']) => latest.current(g), 1000),
  );
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={t(active ? 'tile.remove_favorite' : 'tile.add_favorite', { game: game.gameName })}
      data-testid="favorite-toggle"
      onClick={() => toggle(game)}
      className={cx(
        'grid size-8 place-items-center rounded-full bg-black/55 backdrop-blur transition-colors hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-accent',
        active ? 'text-danger' : 'text-white',
        className,
      )}
    >
      <HeartIcon filled={active} width={18} height={18} />
    </button>
  );
}
