import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatMoney, formatNumber } from './format';

describe('formatMoney', () => {
  it('shows exactly 2 decimals with grouping, truncating by default', () => {
    expect(formatMoney('1234567.891', 'EN')).toBe('1,234,567.89');
    expect(formatMoney('10.999', 'EN')).toBe('10.99');
    expect(formatMoney('0', 'EN')).toBe('0.00');
    expect(formatMoney('-1234.5', 'EN')).toBe('-1,234.50');
    expect(formatMoney('-0.004', 'EN')).toBe('0.00');
  });

  it('rounds half away from zero when asked', () => {
    expect(formatMoney('1234567.895', 'EN', { rounding: 'halfExpand' })).toBe('1,234,567.90');
    expect(formatMoney('10.994', 'EN', { rounding: 'halfExpand' })).toBe('10.99');
  });

  it('is exact for decimal strings beyond float precision', () => {
    expect(formatMoney('90071992547409.99', 'EN')).toBe('90,071,992,547,409.99');
    expect(Number('90071992547409.99').toFixed(2)).not.toBe('90071992547409.99');
    expect(formatMoney('123456789012345678901.23', 'EN')).toBe('123,456,789,012,345,678,901.23');
  });

  it('takes numbers and whole-unit bigints', () => {
    expect(formatMoney(1234.5, 'EN')).toBe('1,234.50');
    expect(formatMoney(0.1 + 0.2, 'EN')).toBe('0.30');
    expect(formatMoney(1234n, 'EN')).toBe('1,234.00');
  });

  it('puts the symbol after the sign', () => {
    expect(formatMoney('1234.5', 'EN', { symbol: '$' })).toBe('$1,234.50');
    expect(formatMoney('-5', 'EN', { symbol: '¥' })).toBe('-¥5.00');
  });

  it("uses the language's separators with Latin digits", () => {
    expect(formatMoney('1234567.891', 'DE')).toBe('1.234.567,89');
    expect(formatMoney('1234567.891', 'CN')).toBe('1,234,567.89');
    expect(formatMoney('1234567.891', 'HI')).toBe('12,34,567.89');
    for (const lang of ['AR', 'FA', 'BN', 'MY', 'NE', 'MR', 'TH', 'KM'] as const) {
      const digits = [...formatMoney('1234567.891', lang).matchAll(/\p{Nd}/gu)].join('');
      expect(digits).toBe('123456789');
    }
  });

  it('shows NaN for input that is not a number', () => {
    expect(formatMoney('abc', 'EN')).toBe('NaN');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'EN')).toBe('NaN');
  });
});

describe('formatMinorUnits', () => {
  it('formats integer minor units exactly', () => {
    expect(formatMinorUnits(12345n, 'EN')).toBe('123.45');
    expect(formatMinorUnits(12345, 'EN')).toBe('123.45');
    expect(formatMinorUnits(-5n, 'EN')).toBe('-0.05');
    expect(formatMinorUnits(123456789012345678901n, 'EN')).toBe('1,234,567,890,123,456,789.01');
    expect(formatMinorUnits(12345n, 'EN', 3)).toBe('12.34');
    expect(formatMinorUnits(12n, 'EN', 0, { symbol: '$' })).toBe('$12.00');
  });

  it('refuses a number that is not a safe integer', () => {
    expect(() => formatMinorUnits(1.5, 'EN')).toThrow(RangeError);
    expect(() => formatMinorUnits(2 ** 60, 'EN')).toThrow(RangeError);
  });
});

describe('formatNumber', () => {
  it('groups and limits decimals', () => {
    expect(formatNumber(1234.5678, 'EN')).toBe('1,234.568');
    expect(formatNumber(1234.5678, 'EN', 1)).toBe('1,234.6');
    expect(formatNumber(1234.5678, 'EN', 0)).toBe('1,235');
    expect(formatNumber(42n, 'FR')).toBe('42');
    expect(formatNumber(1234567, 'FR')).toBe('1\u202f234\u202f567');
  });

  it('passes decimal strings to Intl unchanged', () => {
    expect(formatNumber('12345678901234567890', 'EN')).toBe('12,345,678,901,234,567,890');
    expect(formatNumber('0.123456789', 'EN', 8)).toBe('0.12345679');
  });
});
