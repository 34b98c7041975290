import { lazyLoader } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadCashier } from '../-lazy-groups';

export const Route = createFileRoute('/member/withdraw')({
  loader: lazyLoader(loadCashier, (screen) => screen.withdrawLoader),
  component: lazyRouteComponent(loadCashier, 'WithdrawPage'),
});
