import { describe, expect, it } from 'vitest';
import { toDecimal, toMinor } from './money';

describe('money', () => {
  it('converts decimal strings to minor units and back exactly', () => {
    expect(toMinor('12.3')).toBe(1230n);
    expect(toMinor('0.01')).toBe(1n);
    expect(toMinor('-5')).toBe(-500n);
    expect(toMinor('999999999999999.99')).toBe(99_999_999_999_999_999n);
    expect(toDecimal(1230n)).toBe('12.30');
    expect(toDecimal(-1n)).toBe('-0.01');
    expect(toDecimal(0n)).toBe('0.00');
  });

  it('refuses anything that is not such an amount', () => {
    for (const bad of ['1.234', '1e3', 'abc', '', '1,000.00', '0x10'])
      expect(() => toMinor(bad)).toThrow();
  });
});
