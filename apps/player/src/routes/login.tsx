import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

// Home with the login popup over it (the popup is the auth feature, mounted at the root).
const loadHome = lazyGroup(() => import('../features/home/home-page'));

export const Route = createFileRoute('/login')({
  component: lazyRouteComponent(loadHome, 'HomePage'),
});
