import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { readStaffSession } from '../lib/staff-session';

// Every console screen: only with a staff session (the server checks each call again).
export const Route = createFileRoute('/_console')({
  beforeLoad: () => {
    if (!readStaffSession()) throw redirect({ to: '/' });
  },
  component: lazyRouteComponent(() => import('../features/shell/console-shell'), 'ConsoleShell'),
});
