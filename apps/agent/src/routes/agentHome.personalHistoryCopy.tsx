import { lazyLoader, searchSchema } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseReportSearch } from '../lib/table-search';
import { loadReports } from './-lazy-groups';

const validateSearch = searchSchema((raw) => parseReportSearch('teamBetting', raw));

export const Route = createFileRoute('/agentHome/personalHistoryCopy')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: lazyLoader(loadReports, (screen) => screen.bettingLoader),
  component: lazyRouteComponent(loadReports, 'TeamBettingPage'),
});
