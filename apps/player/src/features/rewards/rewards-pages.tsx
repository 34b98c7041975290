// The rewards' lazy screen group: reward centre, missions and bonus details load together,
// with the member centre, never on a first visit. Short export names: the route files (part
// of the first download) name them.
import { rewardQueries } from '@platform/api-client/queries/rewards';
import { type LoaderArgs, routeLanguage } from '../../lib/route-context';

export { BonusDetailsPage as Bonus } from './bonus-details-page';
export { MissionsPage as Missions } from './missions-page';
export { RewardCentrePage as Centre } from './reward-centre-page';

/** Route loader of the reward centre: its data before the page shows. */
export const centreLoader = ({ context }: LoaderArgs) =>
  context.queryClient.ensureQueryData(rewardQueries(context.api).centre(routeLanguage(context)));

/** Route loader of the missions leaderboard. */
export const missionsLoader = ({ context }: LoaderArgs) =>
  context.queryClient.ensureQueryData(rewardQueries(context.api).missions(routeLanguage(context)));
