// The rewards' lazy screen group: reward centre, missions and bonus details load together,
// with the member centre, never on a first visit. Short export names: the route files (part
// of the first download) name them.
import { rewardQueries } from '@platform/api-client/queries/rewards';
import { type LoaderArgs, routeLanguage } from '../../lib/route-context';

export { BonusDetailsPage as Bonus } from './bonus-details-page';
export { MissionsPage as Missions } from './missions-page';
export { RewardCentrePage as Centre } from './reward-centre-page';

export type RewardsScreen = 'centre' | 'missions' | 'bonus';

/** Route loader of the reward screens: the data each page reads before it shows. */
export function loader({ context }: LoaderArgs, screen: RewardsScreen) {
  const { queryClient, api } = context;
  const rewards = rewardQueries(api);
  const lang = routeLanguage(context);
  if (screen === 'centre') return queryClient.ensureQueryData(rewards.centre(lang));
  if (screen === 'missions') return queryClient.ensureQueryData(rewards.missions(lang));
  return undefined;
}
