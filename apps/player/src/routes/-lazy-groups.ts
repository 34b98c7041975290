// The spec's lazy screen groups, each its own chunk loaded with the 120 s limit. Routes of one
// group share its loader, so the chunk is fetched once.
import { lazyGroup } from '@platform/site';

export const loadGameListCenter = lazyGroup(() => import('../features/lobby/lobby-page'));
export const loadGameCenter = lazyGroup(() => import('../features/game-center/game-center-page'));
export const loadAccountGame = lazyGroup(
  () => import('../features/account-games/account-games-page'),
);
export const loadLottery = lazyGroup(() => import('../features/lottery/lottery-page'));
export const loadSeamless = lazyGroup(() => import('../features/seamless/seamless-page'));
