import { describe, expect, it } from 'vitest';
import { setBounded } from './bounded-map';

describe('setBounded', () => {
  it('keeps at most max entries, letting the first set go first', () => {
    const map = new Map<string, number>();
    expect(setBounded(map, 'a', 1, 2)).toBeUndefined();
    expect(setBounded(map, 'b', 2, 2)).toBeUndefined();
    expect(setBounded(map, 'c', 3, 2)).toBe('a');
    expect([...map.entries()]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('replacing a key that is there evicts nothing', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    expect(setBounded(map, 'a', 10, 2)).toBeUndefined();
    expect(map.get('a')).toBe(10);
    expect(map.size).toBe(2);
  });
});
