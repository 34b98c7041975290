import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadCashier } from './-lazy-groups';

export const Route = createFileRoute('/agentHome/withdraw')({
  loader: (args) => loadCashier().then((screen) => screen.loader(args, 'withdraw')),
  component: lazyRouteComponent(loadCashier, 'WithdrawPage'),
});
