import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

// Lazy screen group "Home": its own chunk, loaded with the 120 s limit.
const loadHome = lazyGroup(() => import('../features/home/home-page'));

export const Route = createFileRoute('/')({
  component: lazyRouteComponent(loadHome, 'HomePage'),
});
