// The handlers of the games operations, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import { addFavoriteGame } from './add-favorite-game';
import { getFavoriteGameIds } from './get-favorite-game-ids';
import { getFavoriteGames } from './get-favorite-games';
import { getGameList } from './get-game-list';
import { getGameVendors } from './get-game-vendors';
import { getHotGames } from './get-hot-games';
import { getJackpot } from './get-jackpot';
import { getPopularGames } from './get-popular-games';
import { getRecentGames } from './get-recent-games';
import { getVendorGameTypes } from './get-vendor-game-types';
import { getWinnerBoard } from './get-winner-board';
import { launchGame } from './launch-game';
import { launchTrialGame } from './launch-trial-game';
import { removeFavoriteGame } from './remove-favorite-game';

export const gamesHandlers = (deps: HandlerDeps) =>
  ({
    getGameVendors: getGameVendors(deps),
    getVendorGameTypes: getVendorGameTypes(deps),
    getGameList: getGameList(deps),
    getHotGames: getHotGames(deps),
    getPopularGames: getPopularGames(deps),
    getFavoriteGameIds: getFavoriteGameIds(deps),
    getFavoriteGames: getFavoriteGames(deps),
    addFavoriteGame: addFavoriteGame(deps),
    removeFavoriteGame: removeFavoriteGame(deps),
    getRecentGames: getRecentGames(deps),
    launchGame: launchGame(deps),
    launchTrialGame: launchTrialGame(deps),
    getWinnerBoard: getWinnerBoard(deps),
    getJackpot: getJackpot(deps),
  }) satisfies AreaHandlers;
