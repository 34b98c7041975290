import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader, loadMemberCenter } from '../-lazy-groups';

// The member centre's first page: my account (the menu's securityCenter).
export const Route = createFileRoute('/member/')({
  loader: lazyLoader(loadMemberCenter, 'account'),
  component: lazyRouteComponent(loadMemberCenter, 'AccountPage'),
});
