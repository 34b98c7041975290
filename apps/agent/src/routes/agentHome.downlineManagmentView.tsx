import { lazyLoader, searchSchema } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseDownlineSearch } from '../lib/table-search';
import { loadDownlines } from './-lazy-groups';

const validateSearch = searchSchema(parseDownlineSearch);

export const Route = createFileRoute('/agentHome/downlineManagmentView')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: lazyLoader(loadDownlines, (screen) => screen.loader),
  component: lazyRouteComponent(loadDownlines, 'DownlinesPage'),
});
