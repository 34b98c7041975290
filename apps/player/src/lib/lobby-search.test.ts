import { describe, expect, it } from 'vitest';
import { validateLobbySearch } from './lobby-search';

describe('lobby search params', () => {
  it('keeps valid filters and drops malformed ones', () => {
    expect(
      validateLobbySearch({ vassalage: 'PG', classify: 'HOT', name: '  dragon ', page: '3' }),
    ).toEqual({ vassalage: 'PG', classify: 'HOT', name: 'dragon', page: 3 });
    expect(
      validateLobbySearch({ vassalage: 'P G<', classify: 'NOPE', name: '   ', page: '0' }),
    ).toEqual({});
    expect(validateLobbySearch({ classify: 'ALL', page: 1 })).toEqual({});
  });
});
