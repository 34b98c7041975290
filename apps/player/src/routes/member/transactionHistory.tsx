import { lazyLoader, searchSchema } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseTransactionSearch, transactionQuery } from '../../features/records/records-search';
import { loadRecords } from '../-lazy-groups';

const validateSearch = searchSchema(parseTransactionSearch);

// Transactions. The loader's input is the view's query (period, kind, order, page; not the
// open transaction), so it runs again whenever the view changes.
export const Route = createFileRoute('/member/transactionHistory')({
  validateSearch,
  loaderDeps: ({ search }) => transactionQuery(search),
  loader: lazyLoader(loadRecords, (screen) => screen.transactionsLoader),
  component: lazyRouteComponent(loadRecords, 'TransactionsRoute'),
});
