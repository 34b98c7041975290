import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const loadHelp = lazyGroup(() => import('../features/help/help-page'));

export const Route = createFileRoute('/help')({
  component: lazyRouteComponent(loadHelp, 'HelpPage'),
});
