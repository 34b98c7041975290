import type { WageringSummary } from '@platform/api-client/queries/rewards';
import { useTranslation } from '@platform/i18n/react';
import { Link } from '@tanstack/react-router';
import { Progress, Section, shareOf, useMoney } from './rewards-ui';

/** What the member's credited rewards still require before a withdrawal. */
export function WageringCard({ wagering }: { wagering: WageringSummary }) {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const open = Number(wagering.remaining) > 0;
  return (
    <Section
      title={t('wagering.title')}
      testId="wagering-card"
      actions={
        <Link to="/member/bonusDetails" className="text-sm font-semibold text-accent underline">
          {t('wagering.details_link')}
        </Link>
      }
    >
      {open ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-fg" data-testid="wagering-remaining">
            {t('wagering.open', { amount: money(wagering.remaining) })}
          </p>
          <Progress
            share={shareOf(wagering.done, wagering.required)}
            label={t('wagering.progress', {
              done: money(wagering.done),
              required: money(wagering.required),
            })}
          />
        </div>
      ) : (
        <p className="text-sm text-fg-secondary" data-testid="wagering-remaining">
          {t('wagering.none')}
        </p>
      )}
    </Section>
  );
}
