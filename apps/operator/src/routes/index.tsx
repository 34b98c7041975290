import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { readStaffSession } from '../lib/staff-session';

// The sign-in page: the first visit, kept to its own small chunk.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    if (readStaffSession()) throw redirect({ to: '/dashboard' });
  },
  component: lazyRouteComponent(() => import('../features/sign-in/sign-in-page'), 'SignInPage'),
});
