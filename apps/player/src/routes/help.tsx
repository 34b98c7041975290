import { lazyGroup, lazyLoader } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const loadHelp = lazyGroup(() => import('../features/help/help-page'));

export const Route = createFileRoute('/help')({
  loader: lazyLoader(loadHelp, (screen) => screen.loader),
  component: lazyRouteComponent(loadHelp, 'HelpPage'),
});
