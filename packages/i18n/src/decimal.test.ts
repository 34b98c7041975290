import { describe, expect, it } from 'vitest';
import { roundDecimal, unitsToDecimal } from './decimal';

describe('roundDecimal', () => {
  it('truncates toward zero or rounds half away from zero, exactly', () => {
    expect(roundDecimal('1234567.891', 2, 'trunc')).toBe('1234567.89');
    expect(roundDecimal('0.999', 2, 'trunc')).toBe('0.99');
    expect(roundDecimal('0.995', 2, 'halfExpand')).toBe('1.00');
    expect(roundDecimal('0.994999999999999999999', 2, 'halfExpand')).toBe('0.99');
    expect(roundDecimal('-2.675', 2, 'halfExpand')).toBe('-2.68');
    expect(roundDecimal('-2.679', 2, 'trunc')).toBe('-2.67');
  });

  it('keeps digits beyond float precision', () => {
    expect(roundDecimal('90071992547409.99', 2, 'trunc')).toBe('90071992547409.99');
    expect(roundDecimal('123456789012345678901234.5', 2, 'trunc')).toBe(
      '123456789012345678901234.50',
    );
  });

  it('reads signs, bare fractions and exponents; a zero result has no sign', () => {
    expect(roundDecimal('+.5', 2, 'trunc')).toBe('0.50');
    expect(roundDecimal('7.', 2, 'trunc')).toBe('7.00');
    expect(roundDecimal('1.5e3', 2, 'trunc')).toBe('1500.00');
    expect(roundDecimal('1e-7', 2, 'halfExpand')).toBe('0.00');
    expect(roundDecimal('-0.001', 2, 'trunc')).toBe('0.00');
    expect(roundDecimal(' 42 ', 0, 'trunc')).toBe('42');
  });

  it('rejects what is not a decimal', () => {
    for (const bad of ['', '.', '-', 'abc', '1,000', '0x10', '1e', 'NaN', 'Infinity']) {
      expect(roundDecimal(bad, 2, 'trunc')).toBeNull();
    }
  });
});

describe('unitsToDecimal', () => {
  it('places the decimal point by string arithmetic', () => {
    expect(unitsToDecimal(12345n, 2)).toBe('123.45');
    expect(unitsToDecimal(5n, 2)).toBe('0.05');
    expect(unitsToDecimal(-5n, 3)).toBe('-0.005');
    expect(unitsToDecimal(12n, 0)).toBe('12');
    expect(unitsToDecimal(9007199254740993n, 2)).toBe('90071992547409.93');
  });
});
