// The handlers of the lottery operations, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import { getLotteryGameMenus } from './get-lottery-game-menus';
import { getLotteryResults } from './get-lottery-results';
import { getOpenLotteryDraw } from './get-open-lottery-draw';
import { getRecentLotteryGames } from './get-recent-lottery-games';
import { getVnLotteryGameMenu } from './get-vn-lottery-game-menu';

export const lotteryHandlers = (deps: HandlerDeps) =>
  ({
    getLotteryGameMenus: getLotteryGameMenus(deps),
    getVnLotteryGameMenu: getVnLotteryGameMenu(deps),
    getRecentLotteryGames: getRecentLotteryGames(deps),
    getLotteryResults: getLotteryResults(deps),
    getOpenLotteryDraw: getOpenLotteryDraw(deps),
    getLottoOpenLotteryDraw: getOpenLotteryDraw(deps),
  }) satisfies AreaHandlers;
