import { useTranslation } from '@platform/i18n/react';
import { VendorCard } from '../../components/vendor-card';
import { useCdn } from '../../lib/use-cdn';
import { useOpenVendor } from '../../lib/use-open-vendor';
import { useSuspenseVendorLanes } from '../../lib/use-vendor-lanes';
import { gameQueries } from '@platform/api-client/queries/games';
import { type LoaderArgs, routeLanguage } from '../../lib/route-context';

export type CentreCategory = 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'LOTT' | 'ELOTT';

/** Route loader of the game centres: the vendor lanes. */
export const loader = ({ context }: LoaderArgs) =>
  context.queryClient.ensureQueryData(gameQueries(context.api).vendors(routeLanguage(context)));

/** A game centre (/sports, /esports, /cockfight, /lott, /elott): the category's vendor cards. */
export function GameCenterPage({ category }: { category: CentreCategory }) {
  const { t } = useTranslation('lobby');
  const { t: ts } = useTranslation('shell');
  const cdn = useCdn();
  const openVendor = useOpenVendor();
  const { lanes } = useSuspenseVendorLanes();
  const cards = lanes[category] ?? [];
  return (
    <div
      className="mx-auto max-w-[1400px] space-y-5 px-3 py-4 sm:px-5 sm:py-6"
      data-testid="game-center"
      data-category={category}
    >
      <h1 className="font-display text-2xl font-bold text-fg">{ts(`category.${category}`)}</h1>
      {cards.length === 0 ? (
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
