import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseDownlineSearch } from '../lib/table-search';
import { loadDownlines } from './-lazy-groups';

export const Route = createFileRoute('/agentHome/downlineManagmentView')({
  validateSearch: parseDownlineSearch,
  loaderDeps: ({ search }) => search,
  loader: (args) => loadDownlines().then((screen) => screen.loader(args)),
  component: lazyRouteComponent(loadDownlines, 'DownlinesPage'),
});
