import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseAuditSearch } from '../lib/table-search';

export const Route = createFileRoute('/_console/audit')({
  validateSearch: parseAuditSearch,
  component: lazyRouteComponent(() => import('../features/audit/audit-page'), 'AuditPage'),
});
