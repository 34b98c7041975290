// Handlers of the game catalogue, lottery gateway, wallet, content, demo games and media.
import type { HandlerDeps, ServiceHandlers } from '../types';
import { getDemoGameAsset } from '../demo-games/get-demo-game-asset';
import { getDemoGamePage } from '../demo-games/get-demo-game-page';
import { getDemoGameState } from '../demo-games/get-demo-game-state';
import { playDemoRound } from '../demo-games/play-demo-round';
import { getLotteryGameMenus } from '../lottery/get-lottery-game-menus';
import { getLotteryResults } from '../lottery/get-lottery-results';
import { getOpenLotteryDraw } from '../lottery/get-open-lottery-draw';
import { getRecentLotteryGames } from '../lottery/get-recent-lottery-games';
import { getVnLotteryGameMenu } from '../lottery/get-vn-lottery-game-menu';
import { getBannerImage } from '../media/get-banner-image';
import { getGameIcon } from '../media/get-game-icon';
import { getVendorImage } from '../media/get-vendor-image';
import { getMerchantWallet } from '../wallet/get-merchant-wallet';
import { getWalletBalance } from '../wallet/get-wallet-balance';
import { addFavoriteGame } from './add-favorite-game';
import { getFavoriteGameIds } from './get-favorite-game-ids';
import { getFavoriteGames } from './get-favorite-games';
import { getGameList } from './get-game-list';
import { getGameVendors } from './get-game-vendors';
import { getHotGames } from './get-hot-games';
import { getPopularGames } from './get-popular-games';
import { getRecentGames } from './get-recent-games';
import { getVendorGameTypes } from './get-vendor-game-types';
import { getWinnerBoard } from './get-winner-board';
import { launchGame } from './launch-game';
import { launchTrialGame } from './launch-trial-game';
import { removeFavoriteGame } from './remove-favorite-game';

type GameOperation =
  | 'getGameVendors'
  | 'getVendorGameTypes'
  | 'getGameList'
  | 'getHotGames'
  | 'getPopularGames'
  | 'getFavoriteGameIds'
  | 'getFavoriteGames'
  | 'addFavoriteGame'
  | 'removeFavoriteGame'
  | 'getRecentGames'
  | 'launchGame'
  | 'launchTrialGame'
  | 'getWinnerBoard'
  | 'getLotteryGameMenus'
  | 'getVnLotteryGameMenu'
  | 'getRecentLotteryGames'
  | 'getLotteryResults'
  | 'getOpenLotteryDraw'
  | 'getWalletBalance'
  | 'getMerchantWallet'
  | 'getDemoGamePage'
  | 'getDemoGameAsset'
  | 'getDemoGameState'
  | 'playDemoRound'
  | 'getGameIcon'
  | 'getVendorImage'
  | 'getBannerImage';

export function gameHandlers(deps: HandlerDeps): Pick<ServiceHandlers, GameOperation> {
  return {
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
    getLotteryGameMenus: getLotteryGameMenus(deps),
    getVnLotteryGameMenu: getVnLotteryGameMenu(deps),
    getRecentLotteryGames: getRecentLotteryGames(deps),
    getLotteryResults: getLotteryResults(deps),
    getOpenLotteryDraw: getOpenLotteryDraw(deps),
    getWalletBalance: getWalletBalance(deps),
    getMerchantWallet: getMerchantWallet(deps),
    getDemoGamePage: getDemoGamePage(deps),
    getDemoGameAsset: getDemoGameAsset(deps),
    getDemoGameState: getDemoGameState(deps),
    playDemoRound: playDemoRound(deps),
    getGameIcon: getGameIcon(deps),
    getVendorImage: getVendorImage(deps),
    getBannerImage: getBannerImage(),
  };
}
