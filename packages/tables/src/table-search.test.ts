import { describe, expect, it } from 'vitest';
import { day, daysIncluded, oneOf, positiveInt, toggleSort, withFilters } from './table-search';

describe('search readers', () => {
  it('keeps only what is valid', () => {
    expect(oneOf(['a', 'b'] as const, 'b')).toBe('b');
    expect(oneOf(['a', 'b'] as const, 'c')).toBeUndefined();
    expect(positiveInt('12')).toBe(12);
    expect(positiveInt('0')).toBeUndefined();
    expect(positiveInt('1.5')).toBeUndefined();
    expect(positiveInt(201, 200)).toBeUndefined();
    expect(day('2026-02-28')).toBe('2026-02-28');
    expect(day('2026-02-30')).toBeUndefined();
    expect(day('28/02/2026')).toBeUndefined();
  });

  it('counts the days of a range, both ends included', () => {
    expect(daysIncluded('2026-11-21', '2026-11-21')).toBe(1);
    expect(daysIncluded('2026-08-24', '2026-11-21')).toBe(90);
    expect(daysIncluded('2026-11-22', '2026-11-21')).toBe(0);
  });
});

describe('table moves', () => {
  it('sorts a new column first in the given order, flips the sorted one, back to page 1', () => {
    expect(toggleSort({ page: 3 }, 'stake', 'desc')).toEqual({ sort: 'stake', order: 'desc' });
    expect(toggleSort({ sort: 'stake', order: 'desc', page: 2 }, 'stake', 'desc')).toEqual({
      sort: 'stake',
      order: 'asc',
    });
    expect(toggleSort({ sort: 'stake', order: 'asc' }, 'winLoss')).toEqual({
      sort: 'winLoss',
      order: 'asc',
    });
  });

  it('drops empty filters and the page when a filter changes', () => {
    const search: { page?: number; sort?: string; kind?: string } = { page: 4, sort: 'x' };
    expect(withFilters(search, { kind: '' })).toEqual({
      sort: 'x',
    });
  });
});
