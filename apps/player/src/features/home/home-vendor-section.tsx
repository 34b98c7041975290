import type { VendorCard as Card } from '@platform/api-client';
import { type LinkProps, Link } from '@tanstack/react-router';
import { useTranslation } from '@platform/i18n/react';
import { useId } from 'react';
import { SectionHeading } from '../../components/section-heading';
import { VendorCard } from '../../components/vendor-card';
import { useCdn } from '../../lib/use-cdn';
import { useOpenVendor } from '../../lib/use-open-vendor';

/** Spec: vendor lists on home show at most 5 vendors. */
export const HOME_VENDORS = 5;

export function HomeVendorSection({
  title,
  cards,
  viewAll,
  testId,
}: {
  title: string;
  cards: readonly Card[] | undefined;
  viewAll?: LinkProps;
  testId: string;
}) {
  const { t } = useTranslation('lobby');
  const id = useId();
  const cdn = useCdn();
  const openVendor = useOpenVendor();
  if (!cards || cards.length === 0) return null;
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <SectionHeading id={id} title={title}>
        {viewAll && (
          <Link {...viewAll} className="text-xs font-semibold text-accent hover:underline">
            {t('home.view_all')}
          </Link>
        )}
      </SectionHeading>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cards.slice(0, HOME_VENDORS).map((card) => (
          <VendorCard
            key={`${card.gameType}-${card.vassalage}`}
            card={card}
            imageUrl={cdn.image(card.lagerIcon)}
            onOpen={openVendor}
          />
        ))}
      </ul>
    </section>
  );
}
