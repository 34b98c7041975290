import type { LotteryGame } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';

export interface LotteryGroup {
  code: string;
  name: string;
  games: readonly LotteryGame[];
}

export interface LotteryMenuProps {
  groups: readonly LotteryGroup[];
  selected: string | undefined;
  onSelect: (gameCode: string) => void;
}

/** The lottery games by group; the chosen one is marked. */
export function LotteryMenu({ groups, selected, onSelect }: LotteryMenuProps) {
  const { t } = useTranslation('lobby');
  return (
    <nav aria-label={t('lottery.games')} className="space-y-3" data-testid="lottery-menu">
      {groups.map((group) => (
        <section key={group.code}>
          <h2 className="px-1 pb-1 text-xs font-semibold uppercase tracking-wider rtl:tracking-normal text-fg-muted">
            {group.name}
          </h2>
          <ul className="relative flex gap-1.5 overflow-x-auto lg:flex-col">
            {group.games.map((game) => (
              <li key={game.gameCode} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={game.gameCode === selected}
                  onClick={() => onSelect(game.gameCode)}
                  data-game-code={game.gameCode}
                  className="w-full whitespace-nowrap rounded-md px-3 py-2 text-start text-sm text-fg-secondary ring-1 ring-border hover:text-fg aria-pressed:bg-accent-soft aria-pressed:text-accent aria-pressed:ring-accent lg:ring-0"
                >
                  <bdi>{game.gameName}</bdi>
                  <span className="ms-2 text-xs text-fg-muted">
                    {t('lottery.every', { count: Math.round(game.drawIntervalSeconds / 60) })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
