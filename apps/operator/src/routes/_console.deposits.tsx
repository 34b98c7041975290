import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseDepositSearch } from '../lib/table-search';

export const Route = createFileRoute('/_console/deposits')({
  validateSearch: parseDepositSearch,
  component: lazyRouteComponent(() => import('../features/cashier/deposits-page'), 'DepositsPage'),
});
