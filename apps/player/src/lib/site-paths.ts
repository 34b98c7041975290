// Where the entries of the menus lead. Pages built by later work (member centre, wallet,
// promotions, agent, VIP...) appear in the menus as soon as a route at these paths exists;
// this file is the one place to change when they land elsewhere.
export const SITE_PATHS = {
  login: '/login',
  register: '/register',
  promotions: '/promotions',
  pointMall: '/pointMall',
  download: '/down',
  help: '/help',
  agent: '/agentHome',
  member: '/member',
  deposit: '/member/depositv2',
  withdraw: '/member/withdraw',
  account: '/member',
  betRecord: '/member/personalHistoryCopy',
  messages: '/member/messageV2',
  missions: '/member/missionLeaderboard',
  rebate: '/member/manualRebate',
  rewards: '/member/rewardCenter',
  vip: '/member/playerRank',
  invite: '/member/referral',
  favorites: '/favorite',
  recent: '/recent',
} as const;

/**
 * The information pages (spec section 2, "other screens") that the footer and the side menu
 * list, each with its label key in the `shell` namespace (`info.<key>`). Entries whose route
 * does not exist are not shown (RouteLink).
 */
export const INFO_PAGES = [
  ['winners', '/winners'],
  ['activity', '/activity-center'],
  ['blog', '/blog'],
  ['news', '/news'],
  ['feedback', '/feedback'],
  ['about', '/about-us'],
  ['contact', '/contact-us'],
  ['security', '/security-center'],
  ['credit', '/credit-report'],
] as const;
