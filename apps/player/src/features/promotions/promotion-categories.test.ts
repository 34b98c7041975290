import type { Announcement } from '@platform/api-client';
import { describe, expect, it } from 'vitest';
import { categoriesIn, categoryOf, coverOf } from './promotion-categories';

const promo = (category: string | null, images: { sequence: number; url: string }[] = []) =>
  ({ category, announcementImages: images }) as Announcement;

describe('promotion categories', () => {
  it('maps missing or unknown categories to other_promo and lists present ones in order', () => {
    expect(categoryOf(promo(null))).toBe('other_promo');
    expect(categoryOf(promo('weird'))).toBe('other_promo');
    expect(
      categoriesIn([promo('live_promo'), promo(null), promo('new_player'), promo('live_promo')]),
    ).toEqual(['new_player', 'live_promo', 'other_promo']);
  });

  it('uses image sequence 1 as the cover', () => {
    expect(
      coverOf(
        promo(null, [
          { sequence: 2, url: '/b' },
          { sequence: 1, url: '/a' },
        ]),
      ),
    ).toBe('/a');
    expect(coverOf(promo(null))).toBeUndefined();
  });
});
