import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseReportSearch } from '../lib/table-search';
import { loadReports } from './-lazy-groups';

export const Route = createFileRoute('/agentHome/personalHistoryCopy')({
  validateSearch: (raw: Record<string, unknown>) => parseReportSearch('teamBetting', raw),
  loaderDeps: ({ search }) => search,
  loader: (args) => loadReports().then((screen) => screen.bettingLoader(args)),
  component: lazyRouteComponent(loadReports, 'TeamBettingPage'),
});
