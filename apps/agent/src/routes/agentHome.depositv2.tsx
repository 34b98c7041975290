import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadCashier } from './-lazy-groups';

export const Route = createFileRoute('/agentHome/depositv2')({
  loader: (args) => loadCashier().then((screen) => screen.loader(args, 'deposit')),
  component: lazyRouteComponent(loadCashier, 'DepositPage'),
});
