import { lazyLoader, searchSchema } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseContractSearch } from '../lib/table-search';
import { loadContracts } from './-lazy-groups';

const validateSearch = searchSchema(parseContractSearch);

export const Route = createFileRoute('/agentHome/agentDailyWages2')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: lazyLoader(loadContracts, (screen) => screen.dailyLoader),
  component: lazyRouteComponent(loadContracts, 'DailyWagesPage'),
});
