import { describe, expect, it } from 'vitest';
import { fromCents, toCents, toneOf } from './records-format';

describe('amounts of the wire', () => {
  it('turns them into cents and back exactly', () => {
    for (const a of ['0.00', '12.50', '-0.80', '-1234567.01', '99999999999.99'])
      expect(fromCents(toCents(a))).toBe(a);
    expect(fromCents(toCents('5.00') + toCents('-6.25'))).toBe('-1.25');
  });

  it('colours gains, losses and nothing', () => {
    expect(toneOf('3.00')).toBe('text-success');
    expect(toneOf('-3.00')).toBe('text-danger');
    expect(toneOf('0.00')).toBe('text-fg');
  });
});
