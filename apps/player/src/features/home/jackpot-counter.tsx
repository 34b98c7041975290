import { formatMinorUnits } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import { PauseToggle } from './pause-toggle';

// Spec: starts at a random amount between 186,653,312 and 186,933,022 and grows by 100 to 500
// every 3, 4 or 5 seconds. Display only, kept in minor units (whole cents, no floats).
const START_MIN = 186_653_312_00;
const START_MAX = 186_933_022_00;
const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

export const initialJackpot = (): number => randomInt(START_MIN, START_MAX);
export const jackpotStep = (): number => randomInt(100_00, 500_00);
export const jackpotDelay = (): number => [3000, 4000, 5000][randomInt(0, 2)] ?? 4000;

/**
 * The jackpot amount, growing as the spec says; not announced as it grows (no live region), with
 * a pause button, and still for reduced motion.
 */
export function JackpotCounter() {
  const { t } = useTranslation('lobby');
  const { language } = useLanguage();
  const [cents, setCents] = useState(initialJackpot);
  const [stopped, setStopped] = useState(false);
  // Reduced motion: the amount stands still (and the pause button has nothing to pause).
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => {
    if (stopped || reducedMotion) return;
    const timer = setTimeout(() => setCents((c) => c + jackpotStep()), jackpotDelay());
    return () => clearTimeout(timer);
  }, [cents, stopped, reducedMotion]);
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
      <p
        className="mt-1 bg-[image:var(--ui-gradient-accent)] bg-clip-text font-mono text-[1.65rem] font-extrabold tabular-nums text-transparent drop-shadow sm:text-5xl"
        data-testid="jackpot-amount"
        dir="ltr"
      >
        {formatMinorUnits(cents, language)}
      </p>
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
