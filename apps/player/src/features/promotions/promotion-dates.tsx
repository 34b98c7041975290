import type { Announcement } from '@platform/api-client';
import { formatDate } from '@platform/i18n';
import { useTranslation } from '@platform/i18n/react';

/** "2026/11/01 – 2026/12/01", or "From 2026/11/01" when open-ended. */
export function PromotionDates({
  promotion,
}: {
  promotion: Pick<Announcement, 'startDate' | 'endDate'>;
}) {
  const { t } = useTranslation('content');
  const start = formatDate(promotion.startDate);
  return (
    <span className="font-mono text-xs text-fg-muted">
      {promotion.endDate === null
        ? t('promotions.from', { start })
        : t('promotions.period', { start, end: formatDate(promotion.endDate) })}
    </span>
  );
}
