// The loyalty lazy screen group: manual rebate and VIP load together, with the member centre,
// never on a first visit. Short export names: the route files (part of the first download)
// name them.
import { loyaltyQueries } from '@platform/api-client/queries/loyalty';
import { type LoaderArgs, routeLanguage } from '../../lib/route-context';

export { RebatePage as Rebate } from './rebate-page';
export { VipPage as Vip } from './vip-page';

/** Route loader of the loyalty screens: the data each page reads before it shows. */
export function loader({ context }: LoaderArgs, screen: 'rebate' | 'vip') {
  const { queryClient, api } = context;
  const loyalty = loyaltyQueries(api);
  if (screen === 'rebate') return queryClient.ensureQueryData(loyalty.rebate());
  return queryClient.ensureQueryData(loyalty.rank(routeLanguage(context)));
}
