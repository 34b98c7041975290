import { describe, expect, it } from 'vitest';
import { amountProblem } from '@platform/rules';
import { limitLeft } from './amount';

const rules = { decimals: 2, min: '10', max: '5000.00' };

describe('amountProblem', () => {
  it('accepts exact decimal strings within the range', () => {
    expect(amountProblem('10', rules)).toBeNull();
    expect(amountProblem(' 100.5 ', rules)).toBeNull();
    expect(amountProblem('5000.00', rules)).toBeNull();
  });

  it('names each mistake on its own', () => {
    expect(amountProblem('', rules)).toBe('required');
    expect(amountProblem('1e3', rules)).toBe('format');
    expect(amountProblem('12,5', rules)).toBe('format');
    expect(amountProblem('abc', rules)).toBe('format');
    expect(amountProblem('0.00', rules)).toBe('zero');
    expect(amountProblem('-20', rules)).toBe('negative');
    expect(amountProblem('10.001', rules)).toBe('decimals');
    expect(amountProblem('9.99', rules)).toBe('min');
    expect(amountProblem('5000.01', rules)).toBe('max');
  });

  it('checks the balance and a deposit limit exactly, without floats', () => {
    expect(amountProblem('100.01', { decimals: 2, balance: '100.00' })).toBe('balance');
    expect(amountProblem('100.00', { decimals: 2, balance: '100.00' })).toBeNull();
    expect(amountProblem('0.30', { decimals: 2, left: '0.29' })).toBe('limit');
    expect(amountProblem('9999999999999.99', { decimals: 2, left: null })).toBeNull();
  });
});

describe('limitLeft', () => {
  it('is the smallest amount any limit still allows', () => {
    const limit = (left: string | null) => ({ left });
    expect(limitLeft({ daily: limit('100.5'), weekly: limit('99.99'), monthly: limit(null) })).toBe(
      '99.99',
    );
    expect(limitLeft({ daily: limit(null), weekly: limit(null), monthly: limit(null) })).toBe(
      undefined,
    );
  });
});
