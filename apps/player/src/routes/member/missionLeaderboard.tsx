import { lazyLoader, searchSchema } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { boardSearch } from '../../features/rewards/reward-search';
import { loadRewards } from '../-lazy-groups';

const validateSearch = searchSchema(boardSearch);

// The leaderboard's period and ranking live in the address: ?period=, ?board=.
export const Route = createFileRoute('/member/missionLeaderboard')({
  validateSearch,
  loader: lazyLoader(loadRewards, (screen) => screen.missionsLoader),
  component: lazyRouteComponent(loadRewards, 'Missions'),
});
