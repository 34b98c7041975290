import { searchSchema } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { bonusSearch } from '../../features/rewards/reward-search';
import { loadRewards } from '../-lazy-groups';

const validateSearch = searchSchema(bonusSearch);

// The period, source and page live in the address: ?preset=, ?from=, ?to=, ?kind=, ?page=.
// The page's own query reads them (no loader: the list follows the view as it changes).
export const Route = createFileRoute('/member/bonusDetails')({
  validateSearch,
  component: lazyRouteComponent(loadRewards, 'Bonus'),
});
