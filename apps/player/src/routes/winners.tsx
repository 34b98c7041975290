import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader } from './-lazy-groups';

const loadWinners = lazyGroup(() => import('../features/info/winner-board-page'));

export const Route = createFileRoute('/winners')({
  loader: lazyLoader(loadWinners),
  component: lazyRouteComponent(loadWinners, 'WinnerBoardPage'),
});
