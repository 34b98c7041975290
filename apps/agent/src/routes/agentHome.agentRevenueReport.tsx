import { lazyLoader, searchSchema } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseReportSearch } from '../lib/table-search';
import { loadReports } from './-lazy-groups';

const validateSearch = searchSchema((raw) => parseReportSearch('revenue', raw));

export const Route = createFileRoute('/agentHome/agentRevenueReport')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: lazyLoader(loadReports, (screen) => screen.revenueLoader),
  component: lazyRouteComponent(loadReports, 'RevenuePage'),
});
