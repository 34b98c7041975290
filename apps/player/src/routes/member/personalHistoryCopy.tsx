import { lazyLoader, searchSchema } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseBetRecordsSearch, betRecordsQuery } from '../../features/records/records-search';
import { loadRecords } from '../-lazy-groups';

const validateSearch = searchSchema(parseBetRecordsSearch);

// Bet records. The loader's input is the view's query (period, filters, order, page; not the
// open round), so it runs again whenever the view changes.
export const Route = createFileRoute('/member/personalHistoryCopy')({
  validateSearch,
  loaderDeps: ({ search }) => betRecordsQuery(search),
  loader: lazyLoader(loadRecords, (screen) => screen.betsLoader),
  component: lazyRouteComponent(loadRecords, 'BetRecordsRoute'),
});
