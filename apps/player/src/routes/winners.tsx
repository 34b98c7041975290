import { lazyGroup, lazyLoader } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const loadWinners = lazyGroup(() => import('../features/info/winner-board-page'));

export const Route = createFileRoute('/winners')({
  loader: lazyLoader(loadWinners, (screen) => screen.loader),
  component: lazyRouteComponent(loadWinners, 'WinnerBoardPage'),
});
