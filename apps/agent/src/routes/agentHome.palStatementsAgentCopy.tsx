import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseReportSearch } from '../lib/table-search';
import { loadReports } from './-lazy-groups';

export const Route = createFileRoute('/agentHome/palStatementsAgentCopy')({
  validateSearch: (raw: Record<string, unknown>) => parseReportSearch('profitLoss', raw),
  loaderDeps: ({ search }) => search,
  loader: (args) => loadReports().then((screen) => screen.profitLossLoader(args)),
  component: lazyRouteComponent(loadReports, 'ProfitLossPage'),
});
