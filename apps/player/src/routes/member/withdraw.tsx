import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader, loadCashier } from '../-lazy-groups';

export const Route = createFileRoute('/member/withdraw')({
  loader: lazyLoader(loadCashier, 'withdraw'),
  component: lazyRouteComponent(loadCashier, 'WithdrawPage'),
});
