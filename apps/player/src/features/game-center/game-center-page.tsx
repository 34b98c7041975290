import { useTranslation } from '@platform/i18n/react';
import { useRouterState } from '@tanstack/react-router';
import { VendorCard } from '../../components/vendor-card';
import { CATEGORY_PATHS, type CategoryKey } from '../../lib/categories';
import { useCdn } from '../../lib/use-cdn';
import { useOpenVendor } from '../../lib/use-open-vendor';
import { useVendorLanes } from '../../lib/use-vendor-lanes';

const CENTRES: readonly CategoryKey[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];

const categoryOf = (pathname: string): CategoryKey =>
  CENTRES.find((c) => CATEGORY_PATHS[c] === pathname.toLowerCase()) ?? 'SPORTS';

/** A game centre (/sports, /esports, /cockfight, /lott, /elott): the category's vendor cards. */
export function GameCenterPage() {
  const { t } = useTranslation('lobby');
  const { t: ts } = useTranslation('shell');
  const cdn = useCdn();
  const openVendor = useOpenVendor();
  const category = categoryOf(useRouterState({ select: (s) => s.location.pathname }));
  const { lanes, isLoading } = useVendorLanes();
  const cards = lanes[category] ?? [];
  return (
    <div
      className="mx-auto max-w-[1400px] space-y-5 px-3 py-4 sm:px-5 sm:py-6"
      data-testid="game-center"
      data-category={category}
    >
      <h1 className="font-display text-2xl font-bold text-fg">{ts(`category.${category}`)}</h1>
      {!isLoading && cards.length === 0 ? (
        <p
          className="grid min-h-48 place-items-center rounded-xl border border-dashed border-border text-fg-muted"
          role="status"
        >
          {t('center.no_vendors')}
        </p>
      ) : (
        <ul
          className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
          aria-label={ts(`category.${category}`)}
        >
          {cards.map((card) => (
            <VendorCard
              key={card.vassalage}
              card={card}
              imageUrl={cdn.image(card.lagerIcon)}
              onOpen={openVendor}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
