import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader, loadRegisterCentre } from './-lazy-groups';

export const Route = createFileRoute('/agentHome/registerCenter')({
  loader: lazyLoader(loadRegisterCentre),
  component: lazyRouteComponent(loadRegisterCentre, 'RegisterCentrePage'),
});
