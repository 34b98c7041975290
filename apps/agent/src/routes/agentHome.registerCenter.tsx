import { lazyLoader } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRegisterCentre } from './-lazy-groups';

export const Route = createFileRoute('/agentHome/registerCenter')({
  loader: lazyLoader(loadRegisterCentre, (screen) => screen.loader),
  component: lazyRouteComponent(loadRegisterCentre, 'RegisterCentrePage'),
});
