import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader, loadTeamOverview } from './-lazy-groups';

export const Route = createFileRoute('/agentHome/agentTeamOverview')({
  loader: lazyLoader(loadTeamOverview),
  component: lazyRouteComponent(loadTeamOverview, 'TeamOverviewPage'),
});
