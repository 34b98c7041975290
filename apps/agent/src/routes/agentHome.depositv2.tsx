import { lazyLoader } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadCashier } from './-lazy-groups';

export const Route = createFileRoute('/agentHome/depositv2')({
  loader: lazyLoader(loadCashier, (screen) => screen.depositLoader),
  component: lazyRouteComponent(loadCashier, 'DepositPage'),
});
