import type { Game } from '@platform/api-client';
import { describe, expect, it } from 'vitest';
import { listParams, lobbySource, pageLocally } from './lobby-games';

const game = (name: string) => ({ gameName: name, nodeName: `${name} node` }) as Game;

describe('lobby games', () => {
  it('takes favourites and recent from the member lists, for real members only', () => {
    expect(lobbySource({}, false)).toBe('list');
    expect(lobbySource({ classify: 'NEW' }, false)).toBe('list');
    expect(lobbySource({ classify: 'HOT' }, false)).toBe('hot');
    expect(lobbySource({ classify: 'FAV' }, true)).toBe('favorites');
    expect(lobbySource({ classify: 'FAV' }, false)).toBe('none');
    expect(lobbySource({ classify: 'RECENT' }, true)).toBe('recent');
    expect(lobbySource({ classify: 'RECENT' }, false)).toBe('none');
  });

  it('asks the server for the page of a sub-category or of the new games', () => {
    const q = { category: 'RNG' as const, language: 'EN' };
    expect(listParams({ ...q, search: { classify: 'SC', page: 2, vassalage: 'PG' } })).toEqual({
      gameType: 'RNG',
      vassalage: 'PG',
      gameName: undefined,
      isNew: undefined,
      gameClassify: 'SC',
      pageNo: 2,
      pageSize: 15,
      language: 'EN',
    });
    expect(listParams({ ...q, search: { classify: 'NEW' } })).toMatchObject({
      isNew: true,
      gameClassify: undefined,
      pageNo: 1,
    });
  });

  it('filters a fetched list by name and cuts it to the page', () => {
    const list = Array.from({ length: 20 }, (_, i) => game(`Dragon ${i}`)).concat(game('Tiger'));
    expect(pageLocally(list, 'dragon', 2)).toEqual({ games: list.slice(15, 20), totalPages: 2 });
    expect(pageLocally(list, 'TIGER node', 1).games).toHaveLength(1);
    expect(pageLocally(list, undefined, 1).totalPages).toBe(2);
  });
});
