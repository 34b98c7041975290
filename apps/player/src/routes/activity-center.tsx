import { lazyGroup, lazyLoader } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const loadActivities = lazyGroup(() => import('../features/info/activity-centre-page'));

export const Route = createFileRoute('/activity-center')({
  loader: lazyLoader(loadActivities, (screen) => screen.loader),
  component: lazyRouteComponent(loadActivities, 'ActivityCentrePage'),
});
