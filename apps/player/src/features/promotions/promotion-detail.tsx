import type { Announcement, ClaimStatus } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { Modal, SafeHtml } from '@platform/ui';
import { PromotionAction } from './promotion-action';
import { coverOf } from './promotion-categories';
import { PromotionDates } from './promotion-dates';
import { RaffleClaim } from './raffle-claim';

export interface PromotionDetailProps {
  promotion: Announcement | undefined;
  claimStatus: ClaimStatus | null;
  onClose: () => void;
}

/**
 * A promotion's cover, dates and HTML terms, with its calls to action: the claim (raffle ticket
 * or first-deposit gift) where it has one, and where the promotion leads (play its category, or the page it is about).
 */
export function PromotionDetail({ promotion, claimStatus, onClose }: PromotionDetailProps) {
  const { t } = useTranslation('content');
  const cover = promotion ? coverOf(promotion) : undefined;
  return (
    <Modal
      open={promotion !== undefined}
      onOpenChange={(o) => !o && onClose()}
      title={promotion?.title ?? ''}
      closeLabel={t('close')}
      width={720}
      className="w-[min(720px,calc(100vw-1rem))]"
    >
      {promotion && (
        <article data-testid="promotion-detail" className="flex flex-col gap-3">
          {cover && (
            <img src={cover} alt="" className="aspect-[16/7] w-full rounded-lg object-cover" />
          )}
          <PromotionDates promotion={promotion} />
          <SafeHtml html={promotion.content} className="text-fg-secondary" />
          {promotion.claimType && (
            <RaffleClaim
              promotionId={promotion.id}
              claimType={promotion.claimType}
              status={claimStatus}
            />
          )}
          <PromotionAction promotion={promotion} />
        </article>
      )}
    </Modal>
  );
}
