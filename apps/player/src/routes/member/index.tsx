import { lazyLoader } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadMemberCenter } from '../-lazy-groups';

// The member centre's first page: my account (the menu's securityCenter).
export const Route = createFileRoute('/member/')({
  loader: lazyLoader(loadMemberCenter, (screen) => screen.accountLoader),
  component: lazyRouteComponent(loadMemberCenter, 'AccountPage'),
});
