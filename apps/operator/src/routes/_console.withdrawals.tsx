import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseQueueSearch } from '../lib/table-search';

export const Route = createFileRoute('/_console/withdrawals')({
  validateSearch: parseQueueSearch,
  component: lazyRouteComponent(
    () => import('../features/cashier/withdrawals-page'),
    'WithdrawalsPage',
  ),
});
