import type { RewardGrant } from '@platform/api-client/queries/rewards';
import { useTranslation } from '@platform/i18n/react';
import { ltr, Progress, shareOf, StatusBadge, useMoney } from './rewards-ui';
import { useMerchantTime } from '@platform/site';

/** One reward of the member: source, amount, status, and the wagering it still needs. */
export function GrantRow({ grant }: { grant: RewardGrant }) {
  const { t } = useTranslation('rewards');
  const time = useMerchantTime();
  const money = useMoney();
  const w = grant.wagering;
  return (
    <li
      className="py-3"
      data-testid="reward-grant"
      data-status={grant.status}
      data-kind={grant.sourceKind}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-fg" dir="auto">
            {grant.title ?? t(`kind.${grant.sourceKind}`)}
          </p>
          <p className="text-xs text-fg-muted">
            {t(`kind.${grant.sourceKind}`)} ·{' '}
            {grant.creditedAt !== null
              ? t('records.credited_at', { date: ltr(time.dateTime(grant.creditedAt)) })
              : t('records.claimed_at', { date: ltr(time.dateTime(grant.createdAt)) })}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className="font-mono text-sm font-semibold text-fg" dir="ltr">
            {money(grant.amount)}
          </span>
          <StatusBadge status={grant.status} />
        </div>
      </div>
      {grant.reason && (
        <p className="mt-1 text-xs text-fg-secondary" dir="auto">
          {t('records.reason', { reason: grant.reason })}
        </p>
      )}
      {grant.creditedAt !== null && w.required !== '0.00' && (
        <div className="mt-2 max-w-sm">
          {w.met ? (
            <p className="text-xs text-success">{t('wagering.met')}</p>
          ) : (
            <Progress
              share={shareOf(w.done, w.required)}
              label={t('wagering.progress', { done: money(w.done), required: money(w.required) })}
            />
          )}
        </div>
      )}
    </li>
  );
}
