import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader, loadAccount } from '../-lazy-groups';

// The member centre's first page: my account (the menu's securityCenter).
export const Route = createFileRoute('/member/')({
  loader: lazyLoader(loadAccount, 'account'),
  component: lazyRouteComponent(loadAccount, 'AccountPage'),
});
