import { describe, expect, it } from 'vitest';
import { flagUrl } from './phone';

describe('flagUrl', () => {
  it('serves the flag of a two-letter country code, whatever its case', () => {
    expect(flagUrl('vn')).toBe('/flags/VN.svg');
    expect(flagUrl('SG')).toBe('/flags/SG.svg');
  });

  it('gives nothing for what is not a country code (no path tricks)', () => {
    expect(flagUrl('')).toBe('');
    expect(flagUrl('USA')).toBe('');
    expect(flagUrl('../x')).toBe('');
  });
});
