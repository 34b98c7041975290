import { type Activity, isApiError } from '@platform/api-client';
import { useSession } from '@platform/auth';
import type { TFunction } from '@platform/i18n';
import { useTranslation } from '@platform/i18n/react';
import { errorMessage } from '@platform/site';
import { Button } from '@platform/ui';
import { useActivityActionMutation } from './info.mutations';

const DONE_TONE: Partial<Record<Activity['status'], string>> = {
  Joined: 'bg-success/15 text-success',
  Claimed: 'bg-success/15 text-success',
  Issued: 'bg-success/15 text-success',
  Rejected: 'bg-danger-soft text-danger',
  Close: 'bg-surface-raised text-fg-muted',
  ComingSoon: 'bg-surface-raised text-fg-muted',
};

/** Claim refusals worded in the rewards namespace (a claim that needs a deposit, a second claim). */
const REWARD_CODES = new Set(['activity.claim.duplicate', 'activity.deposit.required']);
const claimError = (error: unknown, t: TFunction) =>
  isApiError(error) && error.errorCode && REWARD_CODES.has(error.errorCode)
    ? t(`rewards:errors.${error.errorCode.replace(/\./g, '_')}`)
    : errorMessage(error, t);

/** What the member can do with an activity (Join, Claim) or the status it has reached. */
export function ActivityAction({ activity }: { activity: Activity }) {
  // Claim refusals (already claimed, deposit first) are worded in the rewards namespace.
  const { t } = useTranslation(['content', 'rewards']);
  const { isLoggedIn } = useSession();
  const act = useActivityActionMutation(activity.id);
  const label = t(`activity.status.${activity.status}`);
  if (activity.status === 'Join' || activity.status === 'Claim') {
    const action = activity.status === 'Join' ? 'join' : 'claim';
    return (
      <div className="flex flex-col items-start gap-1">
        {isLoggedIn ? (
          <Button
            size="sm"
            onClick={() => act.mutate(action)}
            loading={act.isPending}
            loadingLabel={t('loading')}
          >
            {label}
          </Button>
        ) : (
          <a href="/login" className="ui-button ui-button--primary ui-button--sm">
            {label}
          </a>
        )}
        {act.error && (
          <span role="alert" className="text-xs text-danger">
            {claimError(act.error, t)}
          </span>
        )}
      </div>
    );
  }
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${DONE_TONE[activity.status] ?? 'bg-accent-soft text-fg'}`}
      data-testid="activity-status"
    >
      {label}
    </span>
  );
}
