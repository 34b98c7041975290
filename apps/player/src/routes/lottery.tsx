import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { optionalCode } from '../lib/search-params';
import { loadLottery } from './-lazy-groups';
import { requireLogin } from './-require-login';

export const Route = createFileRoute('/lottery')({
  validateSearch: (raw: Record<string, unknown>): { gameCode?: string } => ({
    gameCode: optionalCode(raw.gameCode),
  }),
  beforeLoad: requireLogin,
  component: lazyRouteComponent(loadLottery, 'LotteryPage'),
});
