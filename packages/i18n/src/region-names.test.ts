import { describe, expect, it } from 'vitest';
import { compareNames, regionName } from './region-names';

describe('regionName', () => {
  it('names a country in the interface language', () => {
    expect(regionName('SG', 'EN', 'x')).toBe('Singapore');
    expect(regionName('sg', 'AR', 'x')).toBe('سنغافورة');
    expect(regionName('VN', 'CN', 'x')).toBe('越南');
  });

  it('falls back to the given name for what is not a known region', () => {
    expect(regionName('XY', 'EN', 'Nowhere')).toBe('Nowhere');
    expect(regionName('USA', 'EN', 'United States')).toBe('United States');
  });
});

describe('compareNames', () => {
  it('orders by the language', () => {
    expect(['Zambia', 'Åland', 'Albania'].sort(compareNames('EN'))).toEqual([
      'Åland',
      'Albania',
      'Zambia',
    ]);
  });
});
