import { describe, expect, it } from 'vitest';
import { hidesSideMenu } from './hidden-side-menu';

describe('side menu visibility', () => {
  it('is hidden on the game pages, whatever the case', () => {
    for (const path of [
      '/seamless',
      '/vnLottery',
      '/seaLottery',
      '/lottert',
      '/lottery',
      '/SEAMLESS/',
    ])
      expect(hidesSideMenu(path)).toBe(true);
    for (const path of ['/', '/rng', '/favorite', '/seamless-x'])
      expect(hidesSideMenu(path)).toBe(false);
  });
});
