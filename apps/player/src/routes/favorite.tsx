import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadAccountGame } from './-lazy-groups';
import { requireLogin } from './-require-login';

export const Route = createFileRoute('/favorite')({
  beforeLoad: requireLogin,
  component: lazyRouteComponent(loadAccountGame, 'AccountGamesPage'),
});
