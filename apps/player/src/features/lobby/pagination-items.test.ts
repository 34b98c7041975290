import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items';

describe('pagination items', () => {
  it('shows every page when they fit', () => {
    expect(paginationItems(1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('shows a window of 5 around the current page and 2 pages at each end', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'break', 19, 20]);
    expect(paginationItems(10, 20)).toEqual([1, 2, 'break', 8, 9, 10, 11, 12, 'break', 19, 20]);
    expect(paginationItems(20, 20)).toEqual([1, 2, 'break', 16, 17, 18, 19, 20]);
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'break', 19, 20]);
  });
});
