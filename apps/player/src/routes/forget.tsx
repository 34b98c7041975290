import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

// Home with the forgot-password popup (forgetPassModal) over it.
const loadHome = lazyGroup(() => import('../features/home/home-page'));

export const Route = createFileRoute('/forget')({
  component: lazyRouteComponent(loadHome, 'HomePage'),
});
