import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader, loadMemberCenter } from '../-lazy-groups';

// Limits, the session reminder and breaks from play (linked from the footer, the member centre
// and the help centre).
export const Route = createFileRoute('/member/responsibleGaming')({
  loader: lazyLoader(loadMemberCenter, 'limits'),
  component: lazyRouteComponent(loadMemberCenter, 'LimitsPage'),
});
