import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseGameSearch } from '../lib/table-search';

export const Route = createFileRoute('/_console/games')({
  validateSearch: parseGameSearch,
  component: lazyRouteComponent(() => import('../features/games/games-page'), 'GamesPage'),
});
