import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/_console/staff')({
  component: lazyRouteComponent(() => import('../features/staff/staff-page'), 'StaffPage'),
});
