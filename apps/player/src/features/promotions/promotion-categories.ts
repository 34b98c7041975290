import type { Announcement } from '@platform/api-client';
import type { CategoryKey } from '../../lib/categories';
import { SITE_PATHS } from '../../lib/site-paths';

/** Upstream promotion categories; a promotion without one is `other_promo`. */
export const PROMOTION_CATEGORIES = [
  'new_player',
  'deposit_promo',
  'rng_promo',
  'live_promo',
  'sport_promo',
  'pvp_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'player_rank_rules',
  'point_mall',
  'app_download',
  'other_promo',
] as const;

export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

export function categoryOf(promotion: Pick<Announcement, 'category'>): PromotionCategory {
  const c = promotion.category as PromotionCategory | null;
  return c && PROMOTION_CATEGORIES.includes(c) ? c : 'other_promo';
}

/** The categories that have promotions, in catalogue order. */
export function categoriesIn(promotions: readonly Announcement[]): PromotionCategory[] {
  const present = new Set(promotions.map(categoryOf));
  return PROMOTION_CATEGORIES.filter((c) => present.has(c));
}

export const coverOf = (promotion: Announcement): string | undefined =>
  promotion.announcementImages.find((i) => i.sequence === 1)?.url ??
  promotion.announcementImages[0]?.url;

/**
 * Where a promotion's call to action leads, by its category: play the game category it names,
 * or the site page it is about (deposit, rebate, VIP, points mall, app). Site pages are linked
 * only once their route exists, so the deposit action appears when the cashier lands.
 */
export type PromotionTarget = { game: CategoryKey } | { page: string };

export const PROMOTION_TARGETS: Partial<Record<PromotionCategory, PromotionTarget>> = {
  rng_promo: { game: 'RNG' },
  live_promo: { game: 'LIVE' },
  sport_promo: { game: 'SPORTS' },
  pvp_promo: { game: 'PVP' },
  fish_promo: { game: 'FISH' },
  lotto_promo: { game: 'LOTT' },
  new_player: { page: SITE_PATHS.deposit },
  deposit_promo: { page: SITE_PATHS.deposit },
  rebate_promo: { page: SITE_PATHS.rebate },
  player_rank_rules: { page: SITE_PATHS.vip },
  point_mall: { page: SITE_PATHS.pointMall },
  app_download: { page: SITE_PATHS.download },
};
