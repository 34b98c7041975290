import { gameQueries, JACKPOT_REFRESH_MS } from '@platform/api-client/queries/games';
import { useApi } from '@platform/api-client/react';
import { formatMoney } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import { PauseToggle } from './pause-toggle';

/**
 * The progressive jackpot: the balance of the merchant's jackpot ledger account, read from the
 * API and read again every few seconds (nothing is counted or made up here). Not announced as
 * it changes (no live region); the pause button stops the updates, and for reduced motion
 * it is read once.
 */
export function JackpotCounter() {
  const { t } = useTranslation('lobby');
  const { language } = useLanguage();
  const api = useApi();
  const [stopped, setStopped] = useState(false);
  // Reduced motion: the amount is read once and stands still (no pause button to offer).
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { data } = useQuery({
    ...gameQueries(api).jackpot(),
    refetchInterval: stopped || reducedMotion ? false : JACKPOT_REFRESH_MS,
  });
  return (
    <section
      aria-labelledby="jackpot-title"
      className="relative overflow-hidden rounded-xl border border-accent/30 bg-[radial-gradient(ellipse_at_top,rgb(245_197_66/0.22),transparent_60%),linear-gradient(180deg,#1b1430,#0c111e)] px-4 py-4 text-center shadow-glow sm:py-5"
    >
      <h2
        id="jackpot-title"
        className="text-xs font-semibold uppercase tracking-[0.3em] rtl:tracking-normal text-accent sm:text-sm"
      >
        {t('home.jackpot')}
      </h2>
      {data ? (
        <p
          className="mt-1 bg-[image:var(--ui-gradient-accent)] bg-clip-text font-mono text-[1.65rem] font-extrabold tabular-nums text-transparent drop-shadow sm:text-5xl"
          data-testid="jackpot-amount"
          dir="ltr"
        >
          {formatMoney(data.amount, language)}
        </p>
      ) : (
        <p
          aria-hidden="true"
          className="mx-auto mt-2 h-8 w-56 animate-pulse rounded bg-surface-hover sm:h-12 sm:w-96"
          data-testid="jackpot-loading"
        />
      )}
      <PauseToggle
        stopped={stopped}
        onToggle={() => setStopped((s) => !s)}
        label={t('home.jackpot_pause')}
        testId="jackpot-pause"
        iconSize={12}
        className="absolute end-2 top-2 size-7 text-fg-secondary hover:bg-surface-hover hover:text-fg"
      />
    </section>
  );
}
