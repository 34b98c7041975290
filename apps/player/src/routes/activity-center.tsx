import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const loadActivities = lazyGroup(() => import('../features/info/activity-centre-page'));

export const Route = createFileRoute('/activity-center')({
  component: lazyRouteComponent(loadActivities, 'ActivityCentrePage'),
});
