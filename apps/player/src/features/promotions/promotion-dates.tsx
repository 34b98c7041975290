import type { Announcement } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { useMerchantTime } from '@platform/site';

/** "2026/11/01 – 2026/12/01", or "From 2026/11/01" when open-ended. */
export function PromotionDates({
  promotion,
}: {
  promotion: Pick<Announcement, 'startDate' | 'endDate'>;
}) {
  const { t } = useTranslation('content');
  const time = useMerchantTime();
  const start = time.date(promotion.startDate);
  return (
    <span className="font-mono text-xs text-fg-muted">
      {promotion.endDate === null
        ? t('promotions.from', { start })
        : t('promotions.period', { start, end: time.date(promotion.endDate) })}
    </span>
  );
}
