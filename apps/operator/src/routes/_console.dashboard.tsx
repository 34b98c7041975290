import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/_console/dashboard')({
  component: lazyRouteComponent(
    () => import('../features/dashboard/dashboard-page'),
    'DashboardPage',
  ),
});
