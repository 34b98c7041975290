import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseContractSearch } from '../lib/table-search';
import { loadContracts } from './-lazy-groups';

export const Route = createFileRoute('/agentHome/agentHourSalary')({
  validateSearch: parseContractSearch,
  loaderDeps: ({ search }) => search,
  loader: (args) => loadContracts().then((screen) => screen.hourlyLoader(args)),
  component: lazyRouteComponent(loadContracts, 'HourSalaryPage'),
});
