import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseRedemptionSearch } from '../lib/table-search';

export const Route = createFileRoute('/_console/redemptions')({
  validateSearch: parseRedemptionSearch,
  component: lazyRouteComponent(
    () => import('../features/queues/redemptions-page'),
    'RedemptionsPage',
  ),
});
