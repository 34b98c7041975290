import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseReportSearch } from '../lib/table-search';
import { loadReports } from './-lazy-groups';

export const Route = createFileRoute('/agentHome/agentRevenueReport')({
  validateSearch: (raw: Record<string, unknown>) => parseReportSearch('revenue', raw),
  loaderDeps: ({ search }) => search,
  loader: (args) => loadReports().then((screen) => screen.revenueLoader(args)),
  component: lazyRouteComponent(loadReports, 'RevenuePage'),
});
