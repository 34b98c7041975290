import { describe, expect, it } from 'vitest';
import { matchesRule, ruleRegExp } from './register-rule';

const rule = (acceptedPattern: string, minLength: number, maxLength: number) => ({
  enabled: true,
  required: true,
  acceptedPattern,
  patternId: 1,
  minLength,
  maxLength,
});

describe('server validation rules', () => {
  it('treats * as anything', () => {
    expect(ruleRegExp({ acceptedPattern: '*' }).test('任何 text 123 !')).toBe(true);
  });

  it('requires the whole value to match and the length to lie within the bounds', () => {
    const username = rule('^[a-zA-Z][a-zA-Z0-9]*$', 4, 16);
    expect(matchesRule('player1', username)).toBe(true);
    expect(matchesRule('1player', username)).toBe(false);
    expect(matchesRule('abc', username)).toBe(false);
    expect(matchesRule('a'.repeat(17), username)).toBe(false);
    expect(matchesRule('good name', username)).toBe(false);
  });

  it('anchors unanchored patterns and counts characters, not UTF-16 units', () => {
    const digits = rule('[0-9]+', 6, 6);
    expect(matchesRule('123456', digits)).toBe(true);
    expect(matchesRule('x123456', digits)).toBe(false);
    expect(matchesRule('😀😀', rule('*', 2, 2))).toBe(true);
  });
});
