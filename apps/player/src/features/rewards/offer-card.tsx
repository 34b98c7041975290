import type { RewardOffer } from '@platform/api-client/queries/rewards';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { Link } from '@tanstack/react-router';
import { rewardsError } from './rewards-errors';
import { useOfferAction } from './rewards.mutations';
import { ltr, StatusBadge, useMoney } from './rewards-ui';
import { useMerchantTime } from '@platform/site';

/** A promotion or activity of the reward centre: what it pays and what the member can do. */
export function OfferCard({ offer }: { offer: RewardOffer }) {
  const { t } = useTranslation('rewards');
  const time = useMerchantTime();
  const money = useMoney();
  const act = useOfferAction();
  const canAct = (offer.status === 'Claim' || offer.status === 'Join') && !offer.needsDeposit;
  const run = () =>
    act.mutate({
      sourceKind: offer.sourceKind,
      key: offer.key,
      action: offer.status === 'Join' ? 'join' : 'claim',
    });
  const titleId = `offer-${offer.id.replace(':', '-')}`;
  const rewardText = () =>
    offer.amount
      ? t('centre.reward', { amount: money(offer.amount) })
      : offer.depositPercent
        ? t(offer.maxAmount ? 'centre.reward_share_max' : 'centre.reward_share', {
            percent: offer.depositPercent,
            max: offer.maxAmount ? money(offer.maxAmount) : '',
          })
        : t('centre.reward_open');
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-border bg-bg-elevated p-4"
      data-testid="reward-offer"
      data-offer={offer.id}
      aria-labelledby={titleId}
    >
      <div className="flex items-start gap-3">
        {offer.imageUrl && (
          <img
            src={offer.imageUrl}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 shrink-0 rounded-md bg-surface-hover object-cover"
          />
        )}
        <div className="min-w-0 flex-1">
          {/* The badge beside the heading, not inside it: the offer's name is its title alone. */}
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={titleId} className="font-semibold text-fg" dir="auto">
              {offer.title}
            </h3>
            {offer.isNew && (
              <span className="rounded-full bg-danger px-2 py-0.5 text-[0.7rem] font-bold text-danger-contrast">
                {t('new')}
              </span>
            )}
          </div>
          <p className="mt-1 line-clamp-2 text-sm text-fg-secondary" dir="auto">
            {offer.summary}
          </p>
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-fg-muted">
        {offer.action === 'CLAIM' && (
          <>
            <li>{rewardText()}</li>
            <li>{offer.review ? t('centre.reviewed') : t('centre.instant')}</li>
            <li>
              {offer.wageringMultiple === '0'
                ? t('centre.no_wagering')
                : t('centre.wagering', { multiple: offer.wageringMultiple })}
            </li>
          </>
        )}
        {offer.status === 'ComingSoon' ? (
          <li>{t('centre.starts', { date: ltr(time.date(offer.startDate)) })}</li>
        ) : (
          offer.endDate !== null && (
            <li>{t('centre.until', { date: ltr(time.date(offer.endDate)) })}</li>
          )
        )}
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-3">
        {offer.needsDeposit ? (
          // Claimable once the first deposit is made (the note beside says so).
          <Button size="sm" disabled>
            {t(`status.${offer.status}`)}
          </Button>
        ) : canAct ? (
          <Button
            size="sm"
            onClick={run}
            loading={act.isPending}
            loadingLabel={t('loading')}
            data-testid="offer-action"
          >
            {t(`status.${offer.status}`)}
          </Button>
        ) : (
          <StatusBadge status={offer.status} />
        )}
        {offer.needsDeposit && (
          <p className="text-xs text-fg-secondary">
            {t('centre.needs_deposit')}{' '}
            <Link to="/member/depositv2" className="font-semibold text-accent underline">
              {t('centre.deposit')}
            </Link>
          </p>
        )}
      </div>
      {act.error && (
        <p role="alert" className="text-sm text-danger">
          {rewardsError(act.error, t)}
        </p>
      )}
      {act.isSuccess && act.data !== 'Joined' && (
        <p role="status" className="text-sm text-fg-secondary">
          {act.data === 'Applying' ? t('centre.sent') : t('centre.paid')}
        </p>
      )}
    </li>
  );
}
