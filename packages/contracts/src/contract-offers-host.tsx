import { lazy, Suspense, useRef } from 'react';
import { useContractOffers } from './use-contract-offers';

const ContractPopup = lazy(() =>
  import('./contract-popup').then((m) => ({ default: m.ContractPopup })),
);

/**
 * Mounted once by each app for signed-in members: when offers wait, the contract popup (a lazy
 * chunk) opens over the page. Small: nothing but the consolidated query until then.
 */
export function ContractOffersHost() {
  const { offers, later } = useContractOffers();
  // Once loaded the popup stays mounted, so it can show the answer to the last offer.
  const wanted = useRef(false);
  wanted.current ||= offers.length > 0;
  if (!wanted.current) return null;
  return (
    <Suspense fallback={null}>
      <ContractPopup offers={offers} onLater={later} />
    </Suspense>
  );
}
