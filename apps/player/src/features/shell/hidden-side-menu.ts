/**
 * Pages without the side menu (spec: /seamless, /lottert, /vnlottery, /sealottery, compared
 * without regard to case). /lottery is added: it is the same full-width game page as its VN
 * and SEA siblings, and "/lottert" reads as a typo of it.
 */
const WITHOUT_SIDE_MENU = new Set([
  '/seamless',
  '/lottert',
  '/lottery',
  '/vnlottery',
  '/sealottery',
]);

export const hidesSideMenu = (pathname: string): boolean =>
  WITHOUT_SIDE_MENU.has(pathname.toLowerCase().replace(/\/+$/, '') || '/');
