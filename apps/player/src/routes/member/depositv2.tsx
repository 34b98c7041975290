import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader, loadCashier } from '../-lazy-groups';

export const Route = createFileRoute('/member/depositv2')({
  loader: lazyLoader(loadCashier, 'deposit'),
  component: lazyRouteComponent(loadCashier, 'DepositPage'),
});
