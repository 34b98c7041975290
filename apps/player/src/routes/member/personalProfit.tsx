import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader, loadRecords } from '../-lazy-groups';

// The view (period, filters, sort, page, an open detail) lives in the URL; the screen module
// reads it (kept out of the first download).
export const Route = createFileRoute('/member/personalProfit')({
  loaderDeps: ({ search }) => search,
  loader: lazyLoader(loadRecords, 'profit'),
  component: lazyRouteComponent(loadRecords, 'ProfitRoute'),
});
