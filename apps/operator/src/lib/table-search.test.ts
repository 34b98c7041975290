import { describe, expect, it } from 'vitest';
import {
  parseAgentSearch,
  parseAuditSearch,
  parseGameSearch,
  parseMemberSearch,
  parseQueueSearch,
} from './table-search';

describe('console table search', () => {
  it('keeps what it knows and drops the rest', () => {
    expect(
      parseMemberSearch({
        q: ' ann ',
        status: 'locked',
        sort: 'account',
        order: 'desc',
        page: '3',
      }),
    ).toEqual({
      q: 'ann',
      status: 'locked',
      sort: 'account',
      order: 'desc',
      page: 3,
      pageSize: undefined,
    });
    expect(
      parseMemberSearch({ status: 'frozen', sort: 'password', page: '0', pageSize: 7 }),
    ).toEqual({
      q: undefined,
      status: undefined,
      sort: undefined,
      order: undefined,
      page: undefined,
      pageSize: undefined,
    });
  });

  it('reads queue and audit filters, page sizes only from the offered ones', () => {
    expect(parseQueueSearch({ status: 'disputed', pageSize: '50' })).toMatchObject({
      status: 'disputed',
      pageSize: 50,
    });
    expect(parseQueueSearch({ status: 'lost', pageSize: 30 }).pageSize).toBeUndefined();
    expect(
      parseAuditSearch({ target: 'member:ann', action: '', staff: 'x'.repeat(80) }),
    ).toMatchObject({
      target: 'member:ann',
      action: undefined,
      staff: 'x'.repeat(64),
    });
  });

  it('reads the agents screen: the open agent, its contract and the settlements page', () => {
    expect(
      parseAgentSearch({
        agent: ' top1 ',
        contract: '12',
        settlementsPage: '2',
        settlementsSize: '50',
        page: 'x',
      }),
    ).toEqual({
      agent: 'top1',
      q: undefined,
      contract: 12,
      settlementsPage: 2,
      settlementsSize: 50,
      page: undefined,
      pageSize: undefined,
    });
    expect(parseAgentSearch({ contract: '-1', settlementsPage: '0' })).toMatchObject({
      contract: undefined,
      settlementsPage: undefined,
    });
  });

  it('reads the games filters: vendor, category and status from their lists, paging', () => {
    expect(
      parseGameSearch({
        q: ' fortune ',
        vendor: 'PG',
        category: 'LIVE',
        status: 'hot',
        page: '2',
        pageSize: '50',
      }),
    ).toEqual({
      q: 'fortune',
      vendor: 'PG',
      category: 'LIVE',
      status: 'hot',
      page: 2,
      pageSize: 50,
    });
    expect(parseGameSearch({ category: 'CASINO', status: 'broken', pageSize: '7' })).toEqual({
      q: undefined,
      vendor: undefined,
      category: undefined,
      status: undefined,
      page: undefined,
      pageSize: undefined,
    });
  });
});
