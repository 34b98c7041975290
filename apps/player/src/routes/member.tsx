import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireRealMember } from '../lib/guards';

// Lazy screen group "MemberCenter".
const loadMemberCenter = lazyGroup(() => import('../features/member/member-center-page'));

export const Route = createFileRoute('/member')({
  beforeLoad: ({ context }) => requireRealMember(context),
  component: lazyRouteComponent(loadMemberCenter, 'MemberCenterPage'),
});
