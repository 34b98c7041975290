import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader, loadAccount } from '../-lazy-groups';

// Limits, the session reminder and breaks from play (linked from the footer, the member centre
// and the help centre).
export const Route = createFileRoute('/member/responsibleGaming')({
  loader: lazyLoader(loadAccount, 'limits'),
  component: lazyRouteComponent(loadAccount, 'LimitsPage'),
});
