import { describe, expect, it } from 'vitest';
import {
  betRecordsQuery,
  parseBetRecordsSearch,
  parsePeriodSearch,
  parseTransactionSearch,
  transactionQuery,
} from './records-search';

describe('records URL state', () => {
  it('keeps a custom range of real days, even reversed (the page says what is wrong)', () => {
    expect(parsePeriodSearch({ period: 'custom', from: '2026-11-20', to: '2026-11-10' })).toEqual({
      period: 'custom',
      from: '2026-11-20',
      to: '2026-11-10',
    });
    expect(parsePeriodSearch({ period: 'custom', from: '2026-02-30', to: '2026-03-01' })).toEqual(
      {},
    );
    expect(parsePeriodSearch({ period: 'last30', from: '2026-11-01' })).toEqual({
      period: 'last30',
    });
    expect(parsePeriodSearch({ period: 'last7' })).toEqual({});
  });

  it('drops defaults and anything unknown', () => {
    expect(
      parseBetRecordsSearch({
        sort: 'createdAt',
        order: 'desc',
        page: '1',
        pageSize: 20,
        category: 'CASINO',
        vendorCode: 'PG; drop',
        status: 'OPEN',
        bet: '12',
      }),
    ).toEqual({ status: 'OPEN', bet: 12 });
    expect(
      parseTransactionSearch({ kind: 'stake', sort: 'amount', order: 'asc', page: 3, tx: 'x' }),
    ).toEqual({ kind: 'stake', sort: 'amount', order: 'asc', page: 3 });
    expect(parseTransactionSearch({ pageSize: 30 })).toEqual({});
  });

  it('asks the API with every value explicit, and never for the open detail', () => {
    expect(betRecordsQuery({ category: 'LIVE', bet: 9 })).toEqual({
      period: 'last7',
      page: 1,
      pageSize: 20,
      order: 'desc',
      category: 'LIVE',
    });
    expect(
      transactionQuery({ period: 'custom', from: '2026-11-01', to: '2026-11-02', sort: 'amount' }),
    ).toEqual({
      period: 'custom',
      from: '2026-11-01',
      to: '2026-11-02',
      page: 1,
      pageSize: 20,
      sort: 'amount',
      order: 'desc',
    });
  });
});
