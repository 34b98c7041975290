import type { RedemptionStatus } from '@platform/api-client/queries/points';
import { useTranslation } from '@platform/i18n/react';

const TONE: Record<RedemptionStatus, string> = {
  in_process: 'bg-accent-2-soft text-accent-2',
  approved: 'bg-success/15 text-success',
  rejected: 'bg-danger/15 text-danger',
};

/** A redemption's status: in process, approved or rejected. */
export function StatusBadge({ status }: { status: RedemptionStatus }) {
  const { t } = useTranslation('pointMall');
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[status]}`}
      data-testid="redemption-status"
      data-status={status}
    >
      {t(`history.status.${status}`)}
    </span>
  );
}
