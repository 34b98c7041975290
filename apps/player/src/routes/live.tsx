import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateLobbySearch } from '../lib/lobby-search';
import { loadGameListCenter } from './-lazy-groups';

export const Route = createFileRoute('/live')({
  validateSearch: validateLobbySearch,
  component: lazyRouteComponent(loadGameListCenter, 'LobbyPage'),
});
