import { describe, expect, it } from 'vitest';
import { houseName, kindName } from './notify';

describe('contract messages', () => {
  it('name the kind and the house in the reader’s language, from the platform catalogs', () => {
    expect(kindName('EN', 'daily')).toBe('daily salary');
    expect(kindName('th', 'daily')).toBe('เงินเดือนรายวัน');
    expect(kindName('JA', 'realtime')).toBe('リアルタイム給与');
    expect(houseName('AR')).toBe('المنصة');
    expect(houseName('KM')).toBe('វេទិកា');
    // TY is EN's alias; an unknown code reads EN.
    expect(houseName('TY')).toBe('the house');
    expect(kindName('XX', 'dividend')).toBe('dividend');
  });
});
