import { toggleSort, withFilters } from '@platform/tables';
import { describe, expect, it } from 'vitest';
import {
  downlineQuery,
  parseDownlineSearch,
  parseReportSearch,
  reportQuery,
  type DownlineSearch,
} from './table-search';

/** What the router does with a search object: into the address bar and back. */
function throughUrl(search: object): Record<string, unknown> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) params.set(key, String(value));
  return Object.fromEntries(new URL(`http://x/?${params}`).searchParams);
}

describe('downline view in the URL', () => {
  it('survives the address bar unchanged (reload, shared link)', () => {
    const view: DownlineSearch = {
      sort: 'winLoss',
      order: 'desc',
      page: 3,
      pageSize: 50,
      period: 'last7',
      account: 'ab',
      parentId: 42,
      type: 'agent',
      status: 'locked',
      registeredFrom: '2026-10-01',
      registeredTo: '2026-10-31',
      activeOnly: true,
    };
    expect(parseDownlineSearch(throughUrl(view))).toEqual(view);
  });

  it('becomes the API query, every default spelled out', () => {
    expect(downlineQuery({})).toEqual({ page: 1, pageSize: 20, period: 'thisMonth' });
    expect(
      downlineQuery(
        parseDownlineSearch(throughUrl({ sort: 'balance', account: 'x', type: 'player' })),
      ),
    ).toEqual({
      page: 1,
      pageSize: 20,
      period: 'thisMonth',
      sort: 'balance',
      order: 'asc',
      account: 'x',
      type: 'player',
    });
  });

  it('drops what the API would refuse instead of sending it', () => {
    expect(
      parseDownlineSearch({
        sort: 'password',
        order: 'sideways',
        page: '0',
        pageSize: '500',
        period: 'forever',
        parentId: '-3',
        type: 'boss',
        status: 'gone',
        registeredFrom: '2026-02-30',
        activeOnly: 'maybe',
      }),
    ).toEqual({});
  });

  it('keeps a custom period only when it is real, in order and at most 93 days', () => {
    const custom = (from: string, to: string) =>
      parseDownlineSearch({ period: 'custom', from, to });
    expect(custom('2026-10-01', '2026-10-31')).toEqual({
      period: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(custom('2026-10-31', '2026-10-01')).toEqual({});
    expect(custom('2026-01-01', '2026-06-01')).toEqual({});
    expect(downlineQuery(custom('2026-10-01', '2026-10-02'))).toMatchObject({
      period: 'custom',
      from: '2026-10-01',
      to: '2026-10-02',
    });
  });

  it('leaves defaults out, so one view has one address', () => {
    expect(parseDownlineSearch({ page: '1', pageSize: '20', period: 'thisMonth' })).toEqual({});
  });

  it('drops a registered range that ends before it starts', () => {
    expect(
      parseDownlineSearch({ registeredFrom: '2026-10-10', registeredTo: '2026-10-01' }),
    ).toEqual({ registeredFrom: '2026-10-10' });
  });
});

describe('sorting and filtering from the table', () => {
  it('sorts a new column ascending, flips the sorted one, and returns to page 1', () => {
    const first = toggleSort<DownlineSearch>({ page: 4 }, 'balance');
    expect(first).toEqual({ sort: 'balance', order: 'asc' });
    expect(toggleSort(first, 'balance')).toEqual({ sort: 'balance', order: 'desc' });
    expect(toggleSort({ sort: 'balance', order: 'desc' } as DownlineSearch, 'balance')).toEqual({
      sort: 'balance',
      order: 'asc',
    });
  });

  it('filters back to page 1 and removes cleared filters', () => {
    expect(
      withFilters<DownlineSearch>(
        { page: 5, account: 'ab', type: 'agent', sort: 'level' },
        { account: '', activeOnly: true },
      ),
    ).toEqual({ type: 'agent', sort: 'level', activeOnly: true });
  });
});

describe('report views in the URL', () => {
  it('keep their own filters and sort columns', () => {
    const view = { period: 'yesterday', category: 'LIVE', sort: 'stake', order: 'desc' };
    expect(parseReportSearch('teamBetting', throughUrl(view))).toEqual(view);
    expect(reportQuery('teamBetting', parseReportSearch('teamBetting', view))).toEqual({
      page: 1,
      pageSize: 20,
      period: 'yesterday',
      sort: 'stake',
      order: 'desc',
      category: 'LIVE',
    });
    // A column of another report is not a sort column here.
    expect(parseReportSearch('downlineTransactions', { sort: 'stake', kind: 'deposit' })).toEqual({
      kind: 'deposit',
    });
  });

  it('default to the last 7 days (income: 30)', () => {
    expect(reportQuery('profitLoss', {}).period).toBe('last7');
    expect(reportQuery('revenue', {}).period).toBe('last30');
  });
});
