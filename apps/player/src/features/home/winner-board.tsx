import { gameQueries, winnerBoardParams } from '@platform/api-client/queries/games';
import { useApi } from '@platform/api-client/react';
import { formatMoney } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_GAME_ICON } from '../../components/default-game-icon';
import { TrophyIcon } from '../../components/icons';
import { LazyImage } from '../../components/lazy-image';
import { SectionHeading } from '../../components/section-heading';
import { compareDecimal } from '@platform/rules';
import { useCdn } from '../../lib/use-cdn';

/** The biggest recent wins (spec: category ALL, 20 entries), biggest first; /winners reads the same call. */
export function WinnerBoard() {
  const { t } = useTranslation('lobby');
  const { language } = useLanguage();
  const api = useApi();
  const cdn = useCdn();
  const { data } = useQuery(gameQueries(api).winners(winnerBoardParams(language)));
  const list = [...(data?.list ?? [])].sort((a, b) => compareDecimal(b.winAmount, a.winAmount));
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="winner-board" data-testid="winner-board">
      <SectionHeading id="winner-board" title={t('winners.title')} icon={<TrophyIcon />} />
      <ol className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
        {list.map((w, i) => (
          <li
            key={`${w.nodeId}-${i}`}
            className="flex items-center gap-3 rounded-lg border border-border bg-surface px-3 py-2"
          >
            <span className="w-5 text-center text-sm font-bold text-fg-muted">{i + 1}</span>
            <LazyImage
              src={cdn.image(w.iconUrl)}
              fallback={DEFAULT_GAME_ICON}
              width={40}
              height={40}
              className="size-10 rounded-md"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm text-fg rtl:text-right" dir="ltr">
                {w.customerName}
              </p>
              <p
                className="truncate text-xs text-fg-muted rtl:text-right"
                dir="auto"
                data-testid="winner-game"
              >
                {w.gameName}
              </p>
            </div>
            <p className="font-mono text-sm font-semibold tabular-nums text-success" dir="ltr">
              {formatMoney(w.winAmount, language)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
