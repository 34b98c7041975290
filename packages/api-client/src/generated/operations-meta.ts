// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// Regenerate with `pnpm generate` after changing openapi/.

export interface OperationMeta {
  operationId: string;
  encrypted: boolean;
  devOnly: boolean;
  module: string | null;
}

export const operationsMeta: Record<string, OperationMeta> = {
  "GET /wps/system/status": {
    "operationId": "getSystemStatus",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/system/whitelabel": {
    "operationId": "getWhitelabel",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/system/setting/register": {
    "operationId": "getRegisterSettings",
    "encrypted": false,
    "devOnly": false,
    "module": "REG3"
  },
  "GET /wps/system/domainRoute": {
    "operationId": "getDomainRoutes",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/system/helpCenter": {
    "operationId": "getHelpCenter",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/system/country": {
    "operationId": "getCountries",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/session/key/rsa": {
    "operationId": "getRsaKey",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/captcha": {
    "operationId": "getCaptcha",
    "encrypted": false,
    "devOnly": false,
    "module": "CAPTCHA3"
  },
  "POST /wps/session/login": {
    "operationId": "login",
    "encrypted": true,
    "devOnly": false,
    "module": "COMM3"
  },
  "DELETE /wps/session/logout": {
    "operationId": "logout",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/member/info": {
    "operationId": "getMemberInfo",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/relay/GCSGAME_newGameVendor": {
    "operationId": "getGameVendors",
    "encrypted": false,
    "devOnly": false,
    "module": "GAMELO3"
  },
  "GET /wps/relay/GCSGAME_getVassGameType": {
    "operationId": "getVendorGameTypes",
    "encrypted": false,
    "devOnly": false,
    "module": "GAMELO3"
  },
  "GET /wps/relay/GCSGAME_gameList": {
    "operationId": "getGameList",
    "encrypted": false,
    "devOnly": false,
    "module": "GAMELO3"
  },
  "GET /wps/relay/GCSGAME_hotGamesV2": {
    "operationId": "getHotGames",
    "encrypted": false,
    "devOnly": false,
    "module": "GAMELOHOT3"
  },
  "GET /lgw/games/popular": {
    "operationId": "getPopularGames",
    "encrypted": false,
    "devOnly": false,
    "module": "GAMELOHOT3"
  },
  "GET /wps/relay/MCSFE_getFavoriteGames": {
    "operationId": "getFavoriteGameIds",
    "encrypted": false,
    "devOnly": false,
    "module": "GAMELOFAV3"
  },
  "GET /wps/relay/MCSFE_getFavoriteGamesList": {
    "operationId": "getFavoriteGames",
    "encrypted": false,
    "devOnly": false,
    "module": "GAMELOFAV3"
  },
  "POST /wps/relay/MCSFE_addFavoriteGameV2": {
    "operationId": "addFavoriteGame",
    "encrypted": false,
    "devOnly": false,
    "module": "GAMELOFAV3"
  },
  "DELETE /wps/relay/MCSFE_removeFavoriteGameV2": {
    "operationId": "removeFavoriteGame",
    "encrypted": false,
    "devOnly": false,
    "module": "GAMELOFAV3"
  },
  "GET /wps/relay/GCS_recentGame": {
    "operationId": "getRecentGames",
    "encrypted": false,
    "devOnly": false,
    "module": "GAMELOREC3"
  },
  "GET /wps/game/launchGame": {
    "operationId": "launchGame",
    "encrypted": false,
    "devOnly": false,
    "module": "GAMELO3"
  },
  "GET /wps/relay/GCS_gameTrialLaunch": {
    "operationId": "launchTrialGame",
    "encrypted": false,
    "devOnly": false,
    "module": "GAMELO3"
  },
  "GET /wps/relay/GCSGAME_getRankList": {
    "operationId": "getWinnerBoard",
    "encrypted": false,
    "devOnly": false,
    "module": "GAMELO3"
  },
  "GET /lgw/games/game_menus": {
    "operationId": "getLotteryGameMenus",
    "encrypted": false,
    "devOnly": false,
    "module": "GAMELO3"
  },
  "GET /lgw/vn/games/game_menu": {
    "operationId": "getVnLotteryGameMenu",
    "encrypted": false,
    "devOnly": false,
    "module": "GAMELO3"
  },
  "GET /lgw/vn/games/game_menu/recent": {
    "operationId": "getRecentLotteryGames",
    "encrypted": false,
    "devOnly": false,
    "module": "GAMELOREC3"
  },
  "GET /lgw/vn/numeros/opened/game": {
    "operationId": "getLotteryResults",
    "encrypted": false,
    "devOnly": false,
    "module": "GAMELO3"
  },
  "GET /lgw/games/opened/numero": {
    "operationId": "getOpenLotteryDraw",
    "encrypted": false,
    "devOnly": false,
    "module": "GAMELO3"
  },
  "GET /wps/v2/wallets/balance": {
    "operationId": "getWalletBalance",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/relay/GCS_merchantWallet": {
    "operationId": "getMerchantWallet",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/relay/MCSFE_getListAnnouncements": {
    "operationId": "getAnnouncements",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /demo-games/{engine}": {
    "operationId": "getDemoGamePage",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /demo-games/assets/{file}": {
    "operationId": "getDemoGameAsset",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /demo-games/api/state": {
    "operationId": "getDemoGameState",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /demo-games/api/round": {
    "operationId": "playDemoRound",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /cdn/games/{file}": {
    "operationId": "getGameIcon",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /cdn/vendors/{file}": {
    "operationId": "getVendorImage",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /cdn/banners/{file}": {
    "operationId": "getBannerImage",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /health": {
    "operationId": "getHealth",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /dev/outbox": {
    "operationId": "getDevOutbox",
    "encrypted": false,
    "devOnly": true,
    "module": null
  },
  "PATCH /dev/merchant/settings": {
    "operationId": "patchDevMerchantSettings",
    "encrypted": false,
    "devOnly": true,
    "module": null
  },
  "POST /dev/echo": {
    "operationId": "postDevEcho",
    "encrypted": true,
    "devOnly": true,
    "module": null
  }
};

/** Looks up an operation by HTTP method and path template. */
export function operationMeta(method: string, pathTemplate: string): OperationMeta | undefined {
  return operationsMeta[`${method.toUpperCase()} ${pathTemplate}`];
}
