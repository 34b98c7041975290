// The loyalty lazy screen group: manual rebate and VIP load together, with the member centre,
// never on a first visit. Short export names: the route files (part of the first download)
// name them.
import { loyaltyQueries } from '@platform/api-client/queries/loyalty';
import { type LoaderArgs, routeLanguage } from '../../lib/route-context';

export { RebatePage as Rebate } from './rebate-page';
export { VipPage as Vip } from './vip-page';

/** Route loader of the manual rebate: its data before the page shows. */
export const rebateLoader = ({ context }: LoaderArgs) =>
  context.queryClient.ensureQueryData(loyaltyQueries(context.api).rebate());

/** Route loader of the VIP page. */
export const vipLoader = ({ context }: LoaderArgs) =>
  context.queryClient.ensureQueryData(loyaltyQueries(context.api).rank(routeLanguage(context)));
