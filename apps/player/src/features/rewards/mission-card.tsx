import type { Mission } from '@platform/api-client/queries/rewards';
import { formatNumber } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { Button, cx } from '@platform/ui';
import { rewardsError } from './rewards-errors';
import { useClaimMission } from './rewards.mutations';
import { ltr, Progress, shareOf, useMoney } from './rewards-ui';
import { useMerchantTime } from '@platform/site';

const MONEY_METRICS = new Set(['VALID_BET', 'DEPOSIT']);

const STATE_TONE: Record<Mission['status'], string> = {
  IN_PROGRESS: 'bg-surface-hover text-fg-secondary',
  CLAIMABLE: 'bg-accent-soft text-accent',
  CLAIMED: 'bg-success/15 text-success',
};

/** One mission: its target and the member's progress this period, and the claim once complete. */
export function MissionCard({ mission }: { mission: Mission }) {
  const { t } = useTranslation('rewards');
  const time = useMerchantTime();
  const { language } = useLanguage();
  const money = useMoney();
  const claim = useClaimMission();
  const show = (v: string) =>
    MONEY_METRICS.has(mission.metric) ? money(v) : formatNumber(v, language);
  const progress =
    mission.metric === 'FIRST_DEPOSIT'
      ? null
      : t('missions.progress', { progress: show(mission.progress), target: show(mission.target) });
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-border bg-bg-elevated p-4"
      data-testid="mission"
      data-mission={mission.key}
      data-state={mission.status}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-fg" dir="auto">
            {mission.title}
          </h3>
          <p className="mt-1 text-sm text-fg-secondary" dir="auto">
            {mission.description}
          </p>
        </div>
        <span className="shrink-0 rounded-full bg-surface-hover px-2 py-0.5 text-xs text-fg-secondary">
          {t(`missions.period.${mission.period}`)}
        </span>
      </div>
      {progress && <Progress share={shareOf(mission.progress, mission.target)} label={progress} />}
      <p className="text-xs text-fg-muted">
        {t('missions.reward', { amount: money(mission.reward), points: mission.points })}
        {mission.wageringMultiple !== '0' &&
          ` · ${t('centre.wagering', { multiple: mission.wageringMultiple })}`}
      </p>
      {mission.resetsAt !== null && (
        <p className="text-xs text-fg-muted">
          {t('missions.resets', { date: ltr(time.dateTime(mission.resetsAt)) })}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-3">
        {mission.status === 'CLAIMABLE' ? (
          <Button
            size="sm"
            loading={claim.isPending}
            loadingLabel={t('loading')}
            onClick={() => claim.mutate({ missionId: mission.id })}
            data-testid="mission-claim"
          >
            {t('missions.claim', { amount: money(mission.reward) })}
          </Button>
        ) : (
          <span
            className={cx(
              'inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
              STATE_TONE[mission.status],
            )}
            data-testid="mission-state"
          >
            {t(`missions.state.${mission.status}`)}
          </span>
        )}
      </div>
      {claim.error && (
        <p role="alert" className="text-sm text-danger">
          {rewardsError(claim.error, t)}
        </p>
      )}
      {claim.data && (
        <p role="status" className="text-sm text-success" data-testid="mission-claimed">
          {t('missions.claimed', { amount: money(claim.data.grant.amount) })}
        </p>
      )}
    </li>
  );
}
