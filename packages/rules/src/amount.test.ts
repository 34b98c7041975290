import { describe, expect, it } from 'vitest';
import { AMOUNT_ERROR_CODES, amountProblem, readAmount } from './amount';

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

describe('readAmount (the API reads amounts with the same rule)', () => {
  it('gives minor units exactly, whatever the size', () => {
    expect(readAmount('12.3', 2)).toEqual({ minor: 1230n });
    expect(readAmount(' 9999999999999.99 ', 2)).toEqual({ minor: 999999999999999n });
    expect(readAmount('0.001', 3)).toEqual({ minor: 1n });
  });

  it('names the first mistake, and each has the error code the API answers', () => {
    const cases = [
      ['', 'required', 'amount.format'],
      ['abc', 'format', 'amount.format'],
      ['+5', 'format', 'amount.format'],
      ['12345678901234', 'format', 'amount.format'],
      ['-5', 'negative', 'amount.negative'],
      ['1.234', 'decimals', 'amount.decimals'],
      ['0.00', 'zero', 'amount.zero'],
    ] as const;
    for (const [raw, problem, code] of cases) {
      expect(readAmount(raw, 2).problem).toBe(problem);
      expect(AMOUNT_ERROR_CODES[problem]).toBe(code);
    }
    expect(AMOUNT_ERROR_CODES.min).toBe('amount.out.of.range');
    expect(AMOUNT_ERROR_CODES.max).toBe('amount.out.of.range');
  });
});
