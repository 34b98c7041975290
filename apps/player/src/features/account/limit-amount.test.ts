import { describe, expect, it } from 'vitest';
import { limitProblem, limitValue } from './limit-amount';

describe('limit amounts', () => {
  it('takes empty as no limit and plain decimals as limits', () => {
    expect(limitProblem('')).toBeNull();
    expect(limitValue('  ')).toBeNull();
    expect(limitProblem('50')).toBeNull();
    expect(limitProblem(' 12.50 ')).toBeNull();
    expect(limitValue(' 12.50 ')).toBe('12.50');
  });

  it('names each mistake', () => {
    expect(limitProblem('1e3')).toBe('format');
    expect(limitProblem('12,50')).toBe('format');
    expect(limitProblem('-5')).toBe('negative');
    expect(limitProblem('0.00')).toBe('zero');
    expect(limitProblem('1.005')).toBe('decimals');
    expect(limitProblem('12345678901234')).toBe('format');
  });
});
