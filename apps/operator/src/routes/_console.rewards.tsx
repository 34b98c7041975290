import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseRewardSearch } from '../lib/table-search';

export const Route = createFileRoute('/_console/rewards')({
  validateSearch: parseRewardSearch,
  component: lazyRouteComponent(() => import('../features/queues/rewards-page'), 'RewardsPage'),
});
