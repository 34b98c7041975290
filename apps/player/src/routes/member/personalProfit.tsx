import { lazyLoader, searchSchema } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parsePeriodSearch, periodQuery } from '../../features/records/records-search';
import { loadRecords } from '../-lazy-groups';

const validateSearch = searchSchema(parsePeriodSearch);

// Personal profit. The loader's input is the period's query, so it runs again when the period
// changes.
export const Route = createFileRoute('/member/personalProfit')({
  validateSearch,
  loaderDeps: ({ search }) => periodQuery(search),
  loader: lazyLoader(loadRecords, (screen) => screen.profitLoader),
  component: lazyRouteComponent(loadRecords, 'ProfitRoute'),
});
