import { describe, expect, it } from 'vitest';
import { amountProblem } from './amount';

describe('amountProblem', () => {
  const rules = { decimals: 2, min: '1.00', max: '500.00', balance: '120.50' };
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['-5', 'negative'],
    ['1e3', 'format'],
    ['12,5', 'format'],
    ['1.234', 'decimals'],
    ['0.00', 'zero'],
    ['0.99', 'min'],
    ['500.01', 'max'],
    ['120.51', 'balance'],
    ['120.50', null],
    [' 7 ', null],
  ])('%j -> %s', (raw, expected) => {
    expect(amountProblem(raw, rules)).toBe(expected);
  });

  it('checks only the rules it is given', () => {
    expect(amountProblem('99999', { decimals: 2 })).toBeNull();
    expect(amountProblem('0.001', { decimals: 3 })).toBeNull();
  });
});
