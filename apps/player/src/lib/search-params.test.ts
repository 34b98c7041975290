import { describe, expect, it } from 'vitest';
import { parseMessagesSearch } from './messages-search';
import { parsePageSearch } from './search-params';

describe('paged searches', () => {
  it('keep a page after the first', () => {
    expect(parsePageSearch({ page: 3 })).toEqual({ page: 3 });
    expect(parsePageSearch({ page: '4' })).toEqual({ page: 4 });
    expect(parsePageSearch({ page: 1 })).toEqual({});
  });

  it('open the first page for anything else', () => {
    for (const page of ['abc', '0', '-2', '2.5', 'Infinity', null, [2]])
      expect(parsePageSearch({ page })).toEqual({});
  });

  it('keep the inbox page and the open message, dropping bad ones', () => {
    expect(parseMessagesSearch({ page: '3', open: '42' })).toEqual({ page: 3, open: 42 });
    expect(parseMessagesSearch({ page: 'x', open: '-1' })).toEqual({});
    expect(parseMessagesSearch({ open: String(2 ** 31) })).toEqual({});
  });
});
