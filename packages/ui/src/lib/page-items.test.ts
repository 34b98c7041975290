import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('pageItems', () => {
  it('notice paginator: two pages around the current one, no margin', () => {
    expect(pageItems(1, 3, 2, 0)).toEqual([1, 2]);
    expect(pageItems(2, 3, 2, 0)).toEqual([2, 3]);
    expect(pageItems(3, 3, 2, 0)).toEqual([2, 3]);
    expect(pageItems(5, 9, 2, 0)).toEqual([5, 6]);
  });

  it('list paginator: window 5 with 2 pages of margin and gaps', () => {
    expect(pageItems(1, 20, 5, 2)).toEqual([1, 2, 3, 4, 5, 'gap', 19, 20]);
    expect(pageItems(10, 20, 5, 2)).toEqual([1, 2, 'gap', 8, 9, 10, 11, 12, 'gap', 19, 20]);
    expect(pageItems(20, 20, 5, 2)).toEqual([1, 2, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(3, 6, 5, 2)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('one page or none', () => {
    expect(pageItems(1, 1, 5, 2)).toEqual([1]);
    expect(pageItems(1, 0, 5, 2)).toEqual([]);
  });

  // The lobby's cases (window 5 and margin 2 are the defaults).
  it('shows every page when they fit', () => {
    expect(pageItems(1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows a window of 5 around the current page and 2 pages at each end', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 19, 20]);
    expect(pageItems(10, 20)).toEqual([1, 2, 'gap', 8, 9, 10, 11, 12, 'gap', 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 2, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 19, 20]);
  });
});
