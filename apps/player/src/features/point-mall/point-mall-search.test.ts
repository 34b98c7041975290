import { describe, expect, it } from 'vitest';
import { readPointMallSearch } from './point-mall-search';

describe('points mall search params', () => {
  it('keeps the view the address names and drops anything malformed', () => {
    expect(
      readPointMallSearch({ tab: 'history', status: 'in_process', page: '3', type: 'item' }),
    ).toEqual({ tab: 'history', status: 'in_process', page: 3, type: 'item' });
    expect(readPointMallSearch({ tab: 'details', kind: 'redeem_return' })).toEqual({
      tab: 'details',
      kind: 'redeem_return',
    });
    expect(
      readPointMallSearch({ tab: 'admin', status: 'paid', kind: 'x', type: 'car', page: '-2' }),
    ).toEqual({});
    // The rewards are the default view: no tab in the address.
    expect(readPointMallSearch({ tab: 'rewards', page: 1 })).toEqual({});
  });
});
