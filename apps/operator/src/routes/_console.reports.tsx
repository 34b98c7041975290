import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseReportSearch } from '../lib/table-search';

export const Route = createFileRoute('/_console/reports')({
  validateSearch: parseReportSearch,
  component: lazyRouteComponent(() => import('../features/reports/reports-page'), 'ReportsPage'),
});
