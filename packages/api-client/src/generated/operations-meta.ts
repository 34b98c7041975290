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
  "GET /wps/system/firstPaint": {
    "operationId": "getFirstPaint",
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
  "POST /wps/session/login/verification": {
    "operationId": "verifyLoginIp",
    "encrypted": true,
    "devOnly": false,
    "module": "LOGINIPVERF3"
  },
  "POST /wps/session/login/verification/code": {
    "operationId": "sendLoginIpCode",
    "encrypted": false,
    "devOnly": false,
    "module": "LOGINIPVERF3"
  },
  "POST /wps/session/login/freeplay": {
    "operationId": "loginFreePlay",
    "encrypted": false,
    "devOnly": false,
    "module": "FREEPLAY3"
  },
  "POST /wps/session/login/remember": {
    "operationId": "loginRemembered",
    "encrypted": true,
    "devOnly": false,
    "module": "COMM3"
  },
  "POST /wps/session/login/social": {
    "operationId": "loginSocial",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/captcha/altcha": {
    "operationId": "getAltchaChallenge",
    "encrypted": false,
    "devOnly": false,
    "module": "CAPTCHA3"
  },
  "GET /wps/system/setting/account": {
    "operationId": "getAccountSettings",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "POST /wps/verification/sms/noLogin": {
    "operationId": "sendLoginSmsCode",
    "encrypted": false,
    "devOnly": false,
    "module": "VERIFICATION3"
  },
  "POST /wps/verification/sms/register": {
    "operationId": "sendRegisterSmsCode",
    "encrypted": false,
    "devOnly": false,
    "module": "REGMOBVERF3"
  },
  "PUT /wps/member/register": {
    "operationId": "registerMember",
    "encrypted": true,
    "devOnly": false,
    "module": "USERNAMEREG3"
  },
  "PUT /wps/member/register/mobile": {
    "operationId": "registerMobileMember",
    "encrypted": true,
    "devOnly": false,
    "module": "MOBILENUMREG3"
  },
  "POST /wps/member/password": {
    "operationId": "changePassword",
    "encrypted": true,
    "devOnly": false,
    "module": "PASS3"
  },
  "POST /wps/member/password/email": {
    "operationId": "resetPasswordByEmail",
    "encrypted": false,
    "devOnly": false,
    "module": "PASS3"
  },
  "POST /wps/member/password/sms": {
    "operationId": "sendResetSmsCode",
    "encrypted": false,
    "devOnly": false,
    "module": "PWRESETSMS3"
  },
  "POST /wps/member/password/verification": {
    "operationId": "resetPasswordByPhone",
    "encrypted": true,
    "devOnly": false,
    "module": "CHNGPASSVERIF3"
  },
  "GET /wps/agent/affiliate": {
    "operationId": "checkAffiliate",
    "encrypted": false,
    "devOnly": false,
    "module": "AFFMAN3"
  },
  "GET /wps/agent/announcements": {
    "operationId": "getAgentAnnouncements",
    "encrypted": false,
    "devOnly": false,
    "module": "AGEANNOUNCE3"
  },
  "GET /wps/relay/ODSFE2_getTeamOverviewSum": {
    "operationId": "getTeamOverviewSum",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /wps/agent/globalRebateSettings": {
    "operationId": "getGlobalRebateSettingsByProductType",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /wps/agent/downline": {
    "operationId": "getDownlineDetails",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /wps/agent/downline": {
    "operationId": "createDownline",
    "encrypted": false,
    "devOnly": false,
    "module": "AGENTPOLICY3"
  },
  "GET /wps/agent/downlines": {
    "operationId": "getDownlines",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /wps/agent/downlines/export": {
    "operationId": "exportDownlines",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /wps/agent/affiliateUrl": {
    "operationId": "createAffiliateUrl",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "DELETE /wps/agent/affiliateUrl": {
    "operationId": "deleteAffiliateUrl",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /wps/agent/affiliateUrls": {
    "operationId": "viewAffiliateUrls",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /wps/agent/registeredAffiliates": {
    "operationId": "viewRegisteredAffiliates",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "PUT /wps/agent/transferDownline": {
    "operationId": "transferToDownline",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "PUT /wps/agent/promoteDownlineToAgent": {
    "operationId": "promoteDownlineToAgent",
    "encrypted": false,
    "devOnly": false,
    "module": "AGENTPOLICY3"
  },
  "PUT /wps/agent/downlineRebates": {
    "operationId": "updateDownlineRebates",
    "encrypted": false,
    "devOnly": false,
    "module": "AGENTPOLICY3"
  },
  "GET /wps/report/teamBetting": {
    "operationId": "getTeamBetting",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /wps/report/profitLoss": {
    "operationId": "getProfitLossStatement",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /wps/report/revenue": {
    "operationId": "getRevenueReport",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /wps/report/commission": {
    "operationId": "getCommissionStatement",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /wps/report/downlineTransactions": {
    "operationId": "getDownlineTransactions",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /wps/member/info": {
    "operationId": "getMemberInfo",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "POST /wps/member/info": {
    "operationId": "updateMemberProfile",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/member/info/profile": {
    "operationId": "getMemberProfile",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/member/info/icon": {
    "operationId": "getMemberAvatar",
    "encrypted": false,
    "devOnly": false,
    "module": "PROFPIC3"
  },
  "PUT /wps/member/info/icon": {
    "operationId": "setMemberAvatar",
    "encrypted": false,
    "devOnly": false,
    "module": "PROFPIC3"
  },
  "GET /wps/member/securityCenter": {
    "operationId": "getSecurityCenter",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "POST /wps/verification/sms/bind": {
    "operationId": "sendBindSmsCode",
    "encrypted": false,
    "devOnly": false,
    "module": "VERIFICATION3"
  },
  "POST /wps/verification/email/bind": {
    "operationId": "sendBindEmailCode",
    "encrypted": false,
    "devOnly": false,
    "module": "VERIFICATION3"
  },
  "PUT /wps/member/mobile": {
    "operationId": "bindMobile",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "PUT /wps/member/email": {
    "operationId": "bindEmail",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "POST /wps/member/googleAuth/setup": {
    "operationId": "startGoogleAuthSetup",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "PUT /wps/member/googleAuth": {
    "operationId": "confirmGoogleAuth",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "POST /wps/member/googleAuth/disable": {
    "operationId": "disableGoogleAuth",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/member/loginHistory": {
    "operationId": "getLoginHistory",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "POST /wps/session/logout/others": {
    "operationId": "logoutOtherSessions",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/member/playLimits": {
    "operationId": "getPlayLimits",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "PUT /wps/member/playLimits": {
    "operationId": "setPlayLimits",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/member/realityCheck": {
    "operationId": "getRealityCheck",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "PUT /wps/member/realityCheck": {
    "operationId": "setRealityCheck",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "POST /wps/member/playBreak": {
    "operationId": "startPlayBreak",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/relay/MCSFE_getListAnnouncements": {
    "operationId": "getListAnnouncements",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/relay/MCSFE_getAvailablePromotions": {
    "operationId": "getAvailablePromotions",
    "encrypted": false,
    "devOnly": false,
    "module": "REWCEN3"
  },
  "POST /wps/relay/MCSFE_claimRafflePromotion": {
    "operationId": "claimRafflePromotion",
    "encrypted": false,
    "devOnly": false,
    "module": "REWCEN3"
  },
  "GET /wps/relay/MCSFE_getRewardCenter": {
    "operationId": "getRewardCenter",
    "encrypted": false,
    "devOnly": false,
    "module": "REWCEN3"
  },
  "GET /wps/relay/MCSFE_getRewardRecords": {
    "operationId": "getRewardRecords",
    "encrypted": false,
    "devOnly": false,
    "module": "REWCEN3"
  },
  "GET /wps/relay/MCSFE_getRewardBadges": {
    "operationId": "getRewardBadges",
    "encrypted": false,
    "devOnly": false,
    "module": "REWCEN3"
  },
  "POST /wps/relay/MCSFE_markRewardsSeen": {
    "operationId": "markRewardsSeen",
    "encrypted": false,
    "devOnly": false,
    "module": "REWCEN3"
  },
  "GET /wps/relay/MCSFE_getMissionSummaryDetails": {
    "operationId": "getMissionSummaryDetails",
    "encrypted": false,
    "devOnly": false,
    "module": "REWCEN3"
  },
  "POST /wps/relay/MCSFE_claimMissionReward": {
    "operationId": "claimMissionReward",
    "encrypted": false,
    "devOnly": false,
    "module": "REWCEN3"
  },
  "GET /wps/relay/MCSFE_getMissionLeaderboard": {
    "operationId": "getMissionLeaderboard",
    "encrypted": false,
    "devOnly": false,
    "module": "REWCEN3"
  },
  "GET /wps/relay/MCSFE_getManualRebate": {
    "operationId": "getManualRebate",
    "encrypted": false,
    "devOnly": false,
    "module": "MANUALREBATE3"
  },
  "POST /wps/relay/MCSFE_claimManualRebate": {
    "operationId": "claimManualRebate",
    "encrypted": false,
    "devOnly": false,
    "module": "MANUALREBATE3"
  },
  "GET /wps/relay/MCSFE_getManualRebateRecords": {
    "operationId": "getManualRebateRecords",
    "encrypted": false,
    "devOnly": false,
    "module": "MANUALREBATE3"
  },
  "GET /wps/relay/MCSFE_getPlayerRankProgress": {
    "operationId": "getPlayerRankProgress",
    "encrypted": false,
    "devOnly": false,
    "module": "PLAYERRANK3"
  },
  "GET /wps/relay/MCSFE_getReferralDetails": {
    "operationId": "getReferralDetails",
    "encrypted": false,
    "devOnly": false,
    "module": "REWCEN3"
  },
  "GET /wps/relay/MCSFE_getReferralInvitees": {
    "operationId": "getReferralInvitees",
    "encrypted": false,
    "devOnly": false,
    "module": "REWCEN3"
  },
  "GET /wps/report/bonusDetails": {
    "operationId": "getBonusDetails",
    "encrypted": false,
    "devOnly": false,
    "module": "REWCEN3"
  },
  "GET /wps/relay/CBS_launchChat": {
    "operationId": "launchLiveChat",
    "encrypted": false,
    "devOnly": false,
    "module": "CBS3"
  },
  "PUT /wps/feedback": {
    "operationId": "submitFeedback",
    "encrypted": false,
    "devOnly": false,
    "module": "FEEDBACK3"
  },
  "GET /wps/feedback/config": {
    "operationId": "getFeedbackConfig",
    "encrypted": false,
    "devOnly": false,
    "module": "FEEDBACK3"
  },
  "GET /wps/chat/messages": {
    "operationId": "getChatMessages",
    "encrypted": false,
    "devOnly": false,
    "module": "CBS3"
  },
  "POST /wps/chat/messages": {
    "operationId": "postChatMessage",
    "encrypted": false,
    "devOnly": false,
    "module": "CBS3"
  },
  "GET /wps/chat/stream": {
    "operationId": "streamChatMessages",
    "encrypted": false,
    "devOnly": false,
    "module": "CBS3"
  },
  "GET /wps/content/pages/{slug}": {
    "operationId": "getContentPage",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/content/posts": {
    "operationId": "getPosts",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/content/posts/{id}": {
    "operationId": "getPost",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/content/activities": {
    "operationId": "getActivities",
    "encrypted": false,
    "devOnly": false,
    "module": "REWCEN3"
  },
  "POST /wps/content/activities/{id}/join": {
    "operationId": "joinActivity",
    "encrypted": false,
    "devOnly": false,
    "module": "REWCEN3"
  },
  "POST /wps/content/activities/{id}/claim": {
    "operationId": "claimActivity",
    "encrypted": false,
    "devOnly": false,
    "module": "REWCEN3"
  },
  "GET /livechat": {
    "operationId": "getLiveChatPage",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /livechat/app.js": {
    "operationId": "getLiveChatScript",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /livechat/messages": {
    "operationId": "getLiveChatMessages",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /livechat/messages": {
    "operationId": "postLiveChatMessage",
    "encrypted": false,
    "devOnly": false,
    "module": null
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
  "GET /wps/relay/VIS_getJackpot": {
    "operationId": "getJackpot",
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
  "GET /lotto/lgw/games/opened/numero": {
    "operationId": "getLottoOpenLotteryDraw",
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
  "GET /wps/member/info/funds/consolidated": {
    "operationId": "getConsolidatedFunds",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "POST /wps/relay/GCS_walletTransfer": {
    "operationId": "walletTransfer",
    "encrypted": false,
    "devOnly": false,
    "module": "FUNDTRANS3"
  },
  "POST /wps/relay/GCS_walletRecallAll": {
    "operationId": "walletRecallAll",
    "encrypted": false,
    "devOnly": false,
    "module": "FUNDTRANS3"
  },
  "GET /wps/member/uplineTransfer": {
    "operationId": "getUplineTransferInfo",
    "encrypted": false,
    "devOnly": false,
    "module": "MEMTRANS3"
  },
  "POST /wps/member/uplineTransfer": {
    "operationId": "transferToUpline",
    "encrypted": true,
    "devOnly": false,
    "module": "MEMTRANS3"
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
  "GET /wps/relay/MCSFE_getDepositSettings": {
    "operationId": "getDepositSettings",
    "encrypted": false,
    "devOnly": false,
    "module": "DEPOSIT3"
  },
  "POST /wps/transaction/deposit/{channel}": {
    "operationId": "createDeposit",
    "encrypted": false,
    "devOnly": false,
    "module": "DEPOSIT3"
  },
  "GET /wps/report/depositTransaction": {
    "operationId": "listDeposits",
    "encrypted": false,
    "devOnly": false,
    "module": "DEPOSIT3"
  },
  "GET /wps/report/depositTransaction/{id}": {
    "operationId": "getDeposit",
    "encrypted": false,
    "devOnly": false,
    "module": "DEPOSIT3"
  },
  "GET /wps/member/depositLimits": {
    "operationId": "getDepositLimits",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "PUT /wps/member/depositLimits": {
    "operationId": "setDepositLimits",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /wps/relay/MCSFE_getWithdrawSettings": {
    "operationId": "getWithdrawSettings",
    "encrypted": false,
    "devOnly": false,
    "module": "WITHDRAW3"
  },
  "GET /wps/system/withdrawBanks": {
    "operationId": "listWithdrawBanks",
    "encrypted": false,
    "devOnly": false,
    "module": "WITHDRAW3"
  },
  "GET /wps/member/bankCard": {
    "operationId": "listBankCards",
    "encrypted": false,
    "devOnly": false,
    "module": "WITHDRAW3"
  },
  "PUT /wps/member/bankCard": {
    "operationId": "bindBankCard",
    "encrypted": true,
    "devOnly": false,
    "module": "WITHDRAW3"
  },
  "GET /wps/member/hasWithdrawalPassword": {
    "operationId": "hasWithdrawalPassword",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "PUT /wps/member/paymentPassword": {
    "operationId": "setPaymentPassword",
    "encrypted": true,
    "devOnly": false,
    "module": null
  },
  "POST /wps/member/paymentPassword": {
    "operationId": "changePaymentPassword",
    "encrypted": true,
    "devOnly": false,
    "module": null
  },
  "POST /wps/transaction/withdraw": {
    "operationId": "createWithdrawal",
    "encrypted": true,
    "devOnly": false,
    "module": "WITHDRAW3"
  },
  "GET /wps/report/withdrawTransaction": {
    "operationId": "listWithdrawals",
    "encrypted": false,
    "devOnly": false,
    "module": "WITHDRAW3"
  },
  "GET /wps/report/withdrawTransaction/{id}": {
    "operationId": "getWithdrawal",
    "encrypted": false,
    "devOnly": false,
    "module": "WITHDRAW3"
  },
  "POST /wps/transaction/withdraw/{id}/receipt": {
    "operationId": "confirmWithdrawalReceipt",
    "encrypted": false,
    "devOnly": false,
    "module": "WITHDRAW3"
  },
  "GET /wps/report/transaction": {
    "operationId": "getTransactionHistory",
    "encrypted": false,
    "devOnly": false,
    "module": "MEMTRANS3"
  },
  "GET /wps/report/transaction/{id}": {
    "operationId": "getTransactionDetail",
    "encrypted": false,
    "devOnly": false,
    "module": "MEMTRANS3"
  },
  "GET /wps/report/accountGameBetHistory": {
    "operationId": "getBetHistory",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/report/accountGameBetHistory/{id}": {
    "operationId": "getBetDetail",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/report/personalProfit": {
    "operationId": "getPersonalProfit",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/relay/CSP_getInbox": {
    "operationId": "getInbox",
    "encrypted": false,
    "devOnly": false,
    "module": "INBOX3"
  },
  "GET /wps/relay/CSP_unreadCount": {
    "operationId": "getUnreadCount",
    "encrypted": false,
    "devOnly": false,
    "module": "INBOX3"
  },
  "GET /wps/message/inbox/{id}": {
    "operationId": "openMessage",
    "encrypted": false,
    "devOnly": false,
    "module": "INBOX3"
  },
  "POST /wps/message/read": {
    "operationId": "markMessagesRead",
    "encrypted": false,
    "devOnly": false,
    "module": "INBOX3"
  },
  "POST /wps/message/readAll": {
    "operationId": "markAllMessagesRead",
    "encrypted": false,
    "devOnly": false,
    "module": "INBOX3"
  },
  "GET /wps/message/events": {
    "operationId": "streamMemberEvents",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /wps/relay/MCSFE_getPointConfig": {
    "operationId": "getPointConfig",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /wps/relay/MCSFE_getPointBalance": {
    "operationId": "getPointBalance",
    "encrypted": false,
    "devOnly": false,
    "module": "PTSYS3"
  },
  "GET /wps/relay/MCSFE_getPointReward": {
    "operationId": "getPointRewards",
    "encrypted": false,
    "devOnly": false,
    "module": "PTSYS3"
  },
  "POST /wps/relay/passwordCheck/MCSFE_redeemPointReward": {
    "operationId": "redeemPointReward",
    "encrypted": true,
    "devOnly": false,
    "module": "PTSYS3"
  },
  "GET /wps/relay/MCSFE_getRedeemPointList": {
    "operationId": "getRedeemPointList",
    "encrypted": false,
    "devOnly": false,
    "module": "PTSYS3"
  },
  "POST /wps/relay/passwordCheck/MCSFE_convertPoint": {
    "operationId": "convertPoint",
    "encrypted": true,
    "devOnly": false,
    "module": "PTSYS3"
  },
  "GET /wps/relay/ODSFE2_MemTransDet": {
    "operationId": "getPointTransactions",
    "encrypted": false,
    "devOnly": false,
    "module": "MEMTRANS3"
  },
  "POST /payment/callback/{provider}": {
    "operationId": "paymentCallback",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /payment/demo/pay/{paymentId}": {
    "operationId": "getDemoPayPage",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /payment/demo/pay/{paymentId}": {
    "operationId": "submitDemoPayPage",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /vendor-wallet/{vendor}/balance": {
    "operationId": "vendorWalletBalance",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /vendor-wallet/{vendor}/debit": {
    "operationId": "vendorWalletDebit",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /vendor-wallet/{vendor}/credit": {
    "operationId": "vendorWalletCredit",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /vendor-wallet/{vendor}/rollback": {
    "operationId": "vendorWalletRollback",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/session": {
    "operationId": "operatorCurrentStaff",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/session": {
    "operationId": "operatorSignIn",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "DELETE /operator/session": {
    "operationId": "operatorSignOut",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/session/verify": {
    "operationId": "operatorVerifySignIn",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/session/enrolment": {
    "operationId": "operatorStartEnrolment",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/session/enrolment/confirm": {
    "operationId": "operatorConfirmEnrolment",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/dashboard": {
    "operationId": "operatorDashboard",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/audit": {
    "operationId": "operatorAuditLog",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/members": {
    "operationId": "operatorListMembers",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/members/{account}": {
    "operationId": "operatorGetMember",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/agents": {
    "operationId": "operatorListAgents",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/agents/{account}": {
    "operationId": "operatorGetAgent",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/members/{account}/lock": {
    "operationId": "operatorLockMember",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/members/{account}/unlock": {
    "operationId": "operatorUnlockMember",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/staff": {
    "operationId": "operatorListStaff",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/staff": {
    "operationId": "operatorCreateStaff",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/staff/{loginName}/lock": {
    "operationId": "operatorLockStaff",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/staff/{loginName}/unlock": {
    "operationId": "operatorUnlockStaff",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/games": {
    "operationId": "operatorListGames",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "PATCH /operator/games/{id}": {
    "operationId": "operatorUpdateGame",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/gameVendors": {
    "operationId": "operatorListGameVendors",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "PATCH /operator/gameVendors/{id}": {
    "operationId": "operatorUpdateGameVendor",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/settings/fourEyes": {
    "operationId": "operatorFourEyesRule",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "PUT /operator/settings/fourEyes": {
    "operationId": "operatorSetFourEyesRule",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/deposits": {
    "operationId": "operatorListDeposits",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/deposits/{id}/confirm": {
    "operationId": "operatorConfirmDeposit",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/deposits/{id}/reject": {
    "operationId": "operatorRejectDeposit",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/withdrawals": {
    "operationId": "operatorListWithdrawals",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/withdrawals/{id}/approve": {
    "operationId": "operatorApproveWithdrawal",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/withdrawals/{id}/reject": {
    "operationId": "operatorRejectWithdrawal",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/withdrawals/{id}/disburse": {
    "operationId": "operatorDisburseWithdrawal",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/withdrawals/{id}/resolve": {
    "operationId": "operatorResolveDispute",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/adjustments": {
    "operationId": "operatorAdjustBalance",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/jackpot": {
    "operationId": "operatorJackpotStatement",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/rewards": {
    "operationId": "operatorListRewards",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/rewards/{id}/approve": {
    "operationId": "operatorApproveReward",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/rewards/{id}/reject": {
    "operationId": "operatorRejectReward",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/rewards/{id}/process": {
    "operationId": "operatorProcessReward",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /wps/relay/MCS2_processDividendReq": {
    "operationId": "processDividendReq",
    "encrypted": false,
    "devOnly": false,
    "module": "SIGNCONDIV3"
  },
  "GET /wps/relay/MCSFE_processContractDividend": {
    "operationId": "processContractDividend",
    "encrypted": false,
    "devOnly": false,
    "module": "SIGNCONDIV3"
  },
  "GET /wps/relay/MCS2_processDailySalContract": {
    "operationId": "processDailySalContract",
    "encrypted": false,
    "devOnly": false,
    "module": "DAILYSALCONT3"
  },
  "GET /wps/relay/MCSFE_processDailySalaryContract": {
    "operationId": "processDailySalaryContract",
    "encrypted": false,
    "devOnly": false,
    "module": "DAILYSALCONT3"
  },
  "POST /wps/relay/MCS2_processContractHourSalary": {
    "operationId": "processContractHourSalary",
    "encrypted": false,
    "devOnly": false,
    "module": "HOURSAL3"
  },
  "POST /wps/relay/MCSFE_processContractHourSalary": {
    "operationId": "processContractHourSalaryFe",
    "encrypted": false,
    "devOnly": false,
    "module": "HOURSAL3"
  },
  "POST /wps/relay/MCSFE_processRealTimeSalaryContract": {
    "operationId": "processRealTimeSalaryContract",
    "encrypted": false,
    "devOnly": false,
    "module": "RTSALARY3"
  },
  "POST /wps/agent/contracts": {
    "operationId": "offerContract",
    "encrypted": false,
    "devOnly": false,
    "module": "SIGNCONDIV3"
  },
  "GET /wps/agent/contracts/mine": {
    "operationId": "getMyContracts",
    "encrypted": false,
    "devOnly": false,
    "module": "SIGNCONDIV3"
  },
  "GET /wps/agent/contracts/downlines": {
    "operationId": "getDownlineContracts",
    "encrypted": false,
    "devOnly": false,
    "module": "SIGNCONDIV3"
  },
  "PUT /wps/agent/contracts/{id}": {
    "operationId": "updateContractOffer",
    "encrypted": false,
    "devOnly": false,
    "module": "SIGNCONDIV3"
  },
  "POST /wps/agent/contracts/{id}/withdraw": {
    "operationId": "withdrawContractOffer",
    "encrypted": false,
    "devOnly": false,
    "module": "SIGNCONDIV3"
  },
  "POST /wps/agent/contracts/{id}/terminate": {
    "operationId": "terminateContract",
    "encrypted": false,
    "devOnly": false,
    "module": "SIGNCONDIV3"
  },
  "GET /wps/agent/contracts/{id}/history": {
    "operationId": "getContractHistory",
    "encrypted": false,
    "devOnly": false,
    "module": "SIGNCONDIV3"
  },
  "GET /wps/agent/settlements": {
    "operationId": "getSettlements",
    "encrypted": false,
    "devOnly": false,
    "module": "SIGNCONDIV3"
  },
  "GET /wps/agent/settlements/chart": {
    "operationId": "getSettlementChart",
    "encrypted": false,
    "devOnly": false,
    "module": "SIGNCONDIV3"
  },
  "GET /wps/agent/settlements/projected": {
    "operationId": "getProjectedStatement",
    "encrypted": false,
    "devOnly": false,
    "module": "SIGNCONDIV3"
  },
  "GET /operator/contracts": {
    "operationId": "operatorListContractOffers",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/contracts": {
    "operationId": "operatorOfferContract",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/settlements": {
    "operationId": "operatorListSettlements",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/settlements/run": {
    "operationId": "operatorRunSettlements",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/settlements/rerun": {
    "operationId": "operatorRerunSettlement",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/pointRedemptions": {
    "operationId": "operatorListPointRedemptions",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/pointRedemptions/{id}/approve": {
    "operationId": "operatorApprovePointRedemption",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/pointRedemptions/{id}/reject": {
    "operationId": "operatorRejectPointRedemption",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/pointAdjustments": {
    "operationId": "operatorAdjustPoints",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/members/{account}/ledger": {
    "operationId": "operatorMemberLedger",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/members/{account}/bets": {
    "operationId": "operatorMemberBets",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/members/{account}/safety": {
    "operationId": "operatorMemberSafety",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/members/{account}/notes": {
    "operationId": "operatorMemberNotes",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/members/{account}/notes": {
    "operationId": "operatorAddMemberNote",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/members/{account}/twoFactor/reset": {
    "operationId": "operatorResetMemberTwoFactor",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/members/{account}/paymentPassword/reset": {
    "operationId": "operatorResetMemberPaymentPassword",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/keys": {
    "operationId": "operatorListKeys",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/keys": {
    "operationId": "operatorCreateKey",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/keys/{id}/revoke": {
    "operationId": "operatorRevokeKey",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/liveChats": {
    "operationId": "operatorListLiveChats",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/liveChats/{id}/messages": {
    "operationId": "operatorGetLiveChat",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/liveChats/{id}/messages": {
    "operationId": "operatorAnswerLiveChat",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/liveChats/{id}/take": {
    "operationId": "operatorTakeLiveChat",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/liveChats/{id}/close": {
    "operationId": "operatorCloseLiveChat",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/feedback": {
    "operationId": "operatorListFeedback",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/feedback/{id}": {
    "operationId": "operatorGetFeedback",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/feedback/{id}/answer": {
    "operationId": "operatorAnswerFeedback",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/reports/daily": {
    "operationId": "operatorDailyReport",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/reports/daily/csv": {
    "operationId": "operatorDailyReportCsv",
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
  "GET /cdn/avatars/{file}": {
    "operationId": "getAvatarImage",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /cdn/rewards/{file}": {
    "operationId": "getRewardImage",
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
  "GET /ready": {
    "operationId": "getReadiness",
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
  },
  "PUT /dev/clock": {
    "operationId": "putDevClock",
    "encrypted": false,
    "devOnly": true,
    "module": null
  },
  "GET /oauth-test/authorize": {
    "operationId": "getDevOauthAuthorize",
    "encrypted": false,
    "devOnly": true,
    "module": null
  },
  "POST /oauth-test/authorize": {
    "operationId": "postDevOauthAuthorize",
    "encrypted": false,
    "devOnly": true,
    "module": null
  },
  "POST /dev/announcements": {
    "operationId": "postDevAnnouncements",
    "encrypted": false,
    "devOnly": true,
    "module": null
  },
  "DELETE /dev/announcements": {
    "operationId": "deleteDevAnnouncements",
    "encrypted": false,
    "devOnly": true,
    "module": null
  },
  "POST /dev/members": {
    "operationId": "postDevMember",
    "encrypted": false,
    "devOnly": true,
    "module": null
  },
  "GET /operator/announcements": {
    "operationId": "operatorListAnnouncements",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/announcements": {
    "operationId": "operatorCreateAnnouncement",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/announcements/{key}": {
    "operationId": "operatorGetAnnouncement",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "PUT /operator/announcements/{key}": {
    "operationId": "operatorUpdateAnnouncement",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/announcements/{key}/unpublish": {
    "operationId": "operatorUnpublishAnnouncement",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/settings/site": {
    "operationId": "operatorSiteSettings",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "PATCH /operator/settings/site": {
    "operationId": "operatorUpdateSiteSettings",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/settings/referral": {
    "operationId": "operatorReferralRule",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "PUT /operator/settings/referral": {
    "operationId": "operatorSetReferralRule",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/settings/rebates": {
    "operationId": "operatorRebateSettings",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "PUT /operator/settings/rebates": {
    "operationId": "operatorSetRebateSettings",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/settings/register": {
    "operationId": "operatorRegisterRules",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "PATCH /operator/settings/register": {
    "operationId": "operatorSetRegisterRules",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/settings/payments": {
    "operationId": "operatorPaymentSettings",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "PUT /operator/settings/payments": {
    "operationId": "operatorSetPaymentSettings",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/settings/vip-levels": {
    "operationId": "operatorVipLevels",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "PUT /operator/settings/vip-levels": {
    "operationId": "operatorSetVipLevels",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/pages": {
    "operationId": "operatorListPages",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "PUT /operator/pages/{key}": {
    "operationId": "operatorUpdatePage",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /operator/helpArticles": {
    "operationId": "operatorListHelpArticles",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/helpArticles": {
    "operationId": "operatorCreateHelpArticle",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "PUT /operator/helpArticles/{key}": {
    "operationId": "operatorUpdateHelpArticle",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/helpArticles/{key}/publish": {
    "operationId": "operatorPublishHelpArticle",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "POST /operator/helpArticles/{key}/move": {
    "operationId": "operatorMoveHelpArticle",
    "encrypted": false,
    "devOnly": false,
    "module": null
  }
};

/** Looks up an operation by HTTP method and path template. */
export function operationMeta(method: string, pathTemplate: string): OperationMeta | undefined {
  return operationsMeta[`${method.toUpperCase()} ${pathTemplate}`];
}
