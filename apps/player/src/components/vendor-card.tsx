import type { VendorCard as Card } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { DEFAULT_GAME_ICON } from './default-game-icon';
import { LazyImage } from './lazy-image';

export interface VendorCardProps {
  card: Card;
  imageUrl: string;
  onOpen: (card: Card) => void;
}

/** A vendor's large card (game centres, home): its picture, name and an enter button. */
export function VendorCard({ card, imageUrl, onOpen }: VendorCardProps) {
  const { t } = useTranslation('lobby');
  return (
    <li className="group min-w-0" data-testid="vendor-card" data-vendor={card.vassalage}>
      <button
        type="button"
        onClick={() => onOpen(card)}
        aria-label={t('center.open_vendor', { vendor: card.displayName })}
        className="relative block w-full overflow-hidden rounded-xl text-start shadow-md ring-1 ring-border transition hover:-translate-y-0.5 hover:ring-accent/70 focus-visible:outline-2 focus-visible:outline-accent"
      >
        <LazyImage
          src={imageUrl}
          fallback={DEFAULT_GAME_ICON}
          width={360}
          height={200}
          className="aspect-[9/5] w-full object-cover"
        />
        <span className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 bg-gradient-to-t from-black/85 to-transparent px-3 pb-2.5 pt-8">
          <span className="truncate font-semibold text-white" dir="auto">
            {card.displayName}
          </span>
          <span className="shrink-0 rounded-full bg-accent px-3 py-1 text-xs font-bold text-accent-contrast">
            {card.maintenance ? t('tile.maintenance') : t('center.enter')}
          </span>
        </span>
      </button>
    </li>
  );
}
