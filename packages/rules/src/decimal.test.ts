import { describe, expect, it } from 'vitest';
import { compareDecimal } from './decimal';

describe('compareDecimal', () => {
  it('orders amounts exactly', () => {
    expect(['100.00', '12.50', '99.99', '128450.00', '12.5'].sort(compareDecimal)).toEqual([
      '12.50',
      '12.5',
      '99.99',
      '100.00',
      '128450.00',
    ]);
    expect(compareDecimal('0.10', '0.09')).toBe(1);
  });
});
