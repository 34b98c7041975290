import { lazyLoader, searchSchema } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { recordsSearch } from '../../features/rewards/reward-search';
import { loadRewards } from '../-lazy-groups';

const validateSearch = searchSchema(recordsSearch);

// Its view (records filter and page) lives in the address: ?kind=, ?status=, ?page=.
export const Route = createFileRoute('/member/rewardCenter')({
  validateSearch,
  loader: lazyLoader(loadRewards, (screen) => screen.centreLoader),
  component: lazyRouteComponent(loadRewards, 'Centre'),
});
