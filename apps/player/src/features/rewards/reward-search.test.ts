import { describe, expect, it } from 'vitest';
import { boardSearch, bonusRange, bonusSearch, recordsSearch } from './reward-search';

describe('reward search params', () => {
  it('keeps what is valid and drops the rest', () => {
    expect(recordsSearch({ page: '3', kind: 'mission', status: 'Issued' })).toEqual({
      page: 3,
      kind: 'mission',
      status: 'Issued',
    });
    expect(recordsSearch({ page: '-1', kind: 'cash', status: 'Paid' })).toEqual({ page: 1 });
    expect(boardSearch({ period: 'DAILY', board: 'POINTS' })).toEqual({
      period: 'DAILY',
      board: 'POINTS',
    });
    expect(boardSearch({ period: 'YEARLY' })).toEqual({ period: 'WEEKLY', board: 'VALID_BET' });
    expect(bonusSearch({ preset: 'custom', from: '2026-11-01', to: 'soon' })).toMatchObject({
      preset: 'custom',
      from: '2026-11-01',
      to: undefined,
    });
    // Dates only count for a custom range.
    expect(bonusSearch({ from: '2026-11-01' })).toEqual({ page: 1, preset: '30', kind: undefined });
  });

  it("turns a preset into the merchant's days ending its today", () => {
    const now = Date.UTC(2026, 10, 25, 23, 30);
    expect(bonusRange({ page: 1, preset: '7' }, now, 'UTC')).toEqual({
      from: '2026-11-19',
      to: '2026-11-25',
    });
    expect(bonusRange({ page: 1, preset: '30' }, now, 'UTC').from).toBe('2026-10-27');
    // 23:30 UTC is already the 26th in GMT+8 and still the 25th in New York.
    expect(bonusRange({ page: 1, preset: '7' }, now, 'Asia/Shanghai')).toEqual({
      from: '2026-11-20',
      to: '2026-11-26',
    });
    expect(bonusRange({ page: 1, preset: '7' }, now, 'America/New_York')).toEqual({
      from: '2026-11-19',
      to: '2026-11-25',
    });
    // Across a clock change: whole calendar days, not 24-hour steps.
    expect(
      bonusRange({ page: 1, preset: '7' }, Date.UTC(2026, 10, 3, 4, 30), 'America/New_York'),
    ).toEqual({ from: '2026-10-27', to: '2026-11-02' });
    expect(
      bonusRange({ page: 1, preset: 'custom', from: '2026-11-02' }, now, 'Asia/Shanghai'),
    ).toEqual({ from: '2026-11-02' });
  });
});
