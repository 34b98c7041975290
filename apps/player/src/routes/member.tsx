import { lazyLoader } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadMemberCenter } from './-lazy-groups';
import { requireRealMember } from '../lib/guards';

// Lazy screen group "MemberCenter": the frame (menu, drawer) around the member pages; /member
// itself is the member's account (the menu's securityCenter, routes/member/index.tsx).
export const Route = createFileRoute('/member')({
  beforeLoad: ({ context, location }) => requireRealMember(context, location),
  loader: lazyLoader(loadMemberCenter, (screen) => screen.frameLoader),
  component: lazyRouteComponent(loadMemberCenter, 'MemberCentreLayout'),
});
