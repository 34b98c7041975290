import { lazyLoader } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadReferral } from '../-lazy-groups';

export const Route = createFileRoute('/member/referral')({
  loader: lazyLoader(loadReferral, (screen) => screen.loader),
  component: lazyRouteComponent(loadReferral, 'ReferralPage'),
});
