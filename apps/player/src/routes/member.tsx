import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader } from './-lazy-groups';
import { requireRealMember } from '../lib/guards';

// Lazy screen group "MemberCenter".
const loadMemberCenter = lazyGroup(() => import('../features/member/member-center-page'));

export const Route = createFileRoute('/member')({
  beforeLoad: ({ context, location }) => requireRealMember(context, location),
  loader: lazyLoader(loadMemberCenter),
  component: lazyRouteComponent(loadMemberCenter, 'MemberCenterPage'),
});
