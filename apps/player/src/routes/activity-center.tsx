import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader } from './-lazy-groups';

const loadActivities = lazyGroup(() => import('../features/info/activity-centre-page'));

export const Route = createFileRoute('/activity-center')({
  loader: lazyLoader(loadActivities),
  component: lazyRouteComponent(loadActivities, 'ActivityCentrePage'),
});
