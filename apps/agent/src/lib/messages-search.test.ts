import { describe, expect, it } from 'vitest';
import { parseMessagesSearch } from './messages-search';

describe('parseMessagesSearch', () => {
  it('keeps a page after the first and an open message', () => {
    expect(parseMessagesSearch({ page: '3', open: '42' })).toEqual({ page: 3, open: 42 });
    expect(parseMessagesSearch({ page: 1 })).toEqual({});
  });

  it('drops anything that is not a positive whole number', () => {
    expect(parseMessagesSearch({ page: '0', open: '-2' })).toEqual({});
    expect(parseMessagesSearch({ page: '2.5', open: 'abc' })).toEqual({});
    expect(parseMessagesSearch({ open: String(2 ** 31) })).toEqual({});
  });
});
