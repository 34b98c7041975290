import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader } from './-lazy-groups';

const loadHelp = lazyGroup(() => import('../features/help/help-page'));

export const Route = createFileRoute('/help')({
  loader: lazyLoader(loadHelp),
  component: lazyRouteComponent(loadHelp, 'HelpPage'),
});
