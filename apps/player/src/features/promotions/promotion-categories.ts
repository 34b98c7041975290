import type { Announcement } from '@platform/api-client';

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
