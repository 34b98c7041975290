import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseAgentSearch } from '../lib/table-search';

export const Route = createFileRoute('/_console/agents')({
  validateSearch: parseAgentSearch,
  component: lazyRouteComponent(() => import('../features/agents/agents-page'), 'AgentsPage'),
});
