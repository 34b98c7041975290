import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadGameCenter } from './-lazy-groups';

export const Route = createFileRoute('/esports')({
  component: lazyRouteComponent(loadGameCenter, 'GameCenterPage'),
});
