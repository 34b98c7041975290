import { describe, expect, it } from 'vitest';
import { searchSchema } from './search-schema';

const parsePage = (raw: Record<string, unknown>): { page?: number } => {
  const page = Number(raw.page);
  return Number.isInteger(page) && page > 1 ? { page } : {};
};

describe('searchSchema', () => {
  // As the router calls it: with whatever the address holds.
  const validate = searchSchema(parsePage) as (raw: Record<string, unknown>) => {
    page?: number;
  };

  it('returns what the parser read', () => {
    expect(validate({ page: 3 })).toStrictEqual({ page: 3 });
    expect(validate({})).toStrictEqual({});
  });

  it('covers every key of the address the parser left out, so none reaches the page raw', () => {
    // The router spreads this result over the raw search: each bad or unknown key must be
    // present (as undefined) to hide the raw value.
    const raw = { page: 'abc', junk: '<b>' };
    const out = validate(raw);
    expect(out).toStrictEqual({ page: undefined, junk: undefined });
    expect({ ...raw, ...out }).toStrictEqual({ page: undefined, junk: undefined });
  });
});
