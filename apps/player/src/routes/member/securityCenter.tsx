import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadMemberCenter } from '../-lazy-groups';

export const Route = createFileRoute('/member/securityCenter')({
  component: lazyRouteComponent(loadMemberCenter, 'MemberCenterPage'),
});
