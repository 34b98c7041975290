import type { Announcement } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { coverOf } from './promotion-categories';
import { PromotionDates } from './promotion-dates';

export interface PromotionCardProps {
  promotion: Announcement;
  onOpen: (id: string) => void;
  /** Place in the list: the first row's covers (up to 3) load at once, never lazily above the fold. */
  position?: number;
}

/** A promotion tile: cover image, title and dates; opens the detail. */
export function PromotionCard({ promotion, onOpen, position = 0 }: PromotionCardProps) {
  const { t } = useTranslation('content');
  const cover = coverOf(promotion);
  return (
    <li className="overflow-hidden rounded-xl border border-border bg-surface shadow-sm transition-shadow hover:shadow-md">
      <button
        type="button"
        onClick={() => onOpen(promotion.id)}
        className="flex h-full w-full flex-col text-start focus-visible:outline-2 focus-visible:outline-accent"
        data-testid={`promotion-${promotion.id}`}
      >
        <div className="aspect-[16/7] w-full bg-surface-raised">
          {cover && (
            <img
              src={cover}
              alt=""
              loading={position < 3 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : undefined}
              className="h-full w-full object-cover"
            />
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <span className="font-semibold text-fg" dir="auto">
            {promotion.title}
          </span>
          <PromotionDates promotion={promotion} />
          <span className="mt-auto pt-2 text-sm font-medium text-accent">
            {t('promotions.details')}
          </span>
        </div>
      </button>
    </li>
  );
}
