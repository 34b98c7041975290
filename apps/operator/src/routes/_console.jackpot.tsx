import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseJackpotSearch } from '../lib/table-search';

export const Route = createFileRoute('/_console/jackpot')({
  validateSearch: parseJackpotSearch,
  component: lazyRouteComponent(() => import('../features/reports/jackpot-page'), 'JackpotPage'),
});
