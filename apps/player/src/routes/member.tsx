import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader, loadMemberCenter } from './-lazy-groups';
import { requireRealMember } from '../lib/guards';

// Lazy screen group "MemberCenter": the frame (menu, drawer) around /member and its pages.
export const Route = createFileRoute('/member')({
  beforeLoad: ({ context, location }) => requireRealMember(context, location),
  loader: lazyLoader(loadMemberCenter),
  component: lazyRouteComponent(loadMemberCenter, 'MemberCentreLayout'),
});
