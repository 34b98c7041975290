// The handlers of the demo-games operations, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import { getDemoGameAsset } from './get-demo-game-asset';
import { getDemoGamePage } from './get-demo-game-page';
import { getDemoGameState } from './get-demo-game-state';
import { playDemoRound } from './play-demo-round';

export const demoGamesHandlers = (deps: HandlerDeps) =>
  ({
    getDemoGamePage: getDemoGamePage(deps),
    getDemoGameAsset: getDemoGameAsset(deps),
    getDemoGameState: getDemoGameState(deps),
    playDemoRound: playDemoRound(deps),
  }) satisfies AreaHandlers;
