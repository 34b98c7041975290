import { lazyLoader } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadTeamOverview } from './-lazy-groups';

export const Route = createFileRoute('/agentHome/agentTeamOverview')({
  loader: lazyLoader(loadTeamOverview, (screen) => screen.loader),
  component: lazyRouteComponent(loadTeamOverview, 'TeamOverviewPage'),
});
