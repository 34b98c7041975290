import { describe, expect, it } from 'vitest';
import { lengthRange } from './messages';
import { patternMessage } from './patterns';
import { fakeT } from './test/fake-t';

describe('pattern messages', () => {
  it('translates the message by patternId with the length range, one number when equal', () => {
    expect(patternMessage(fakeT, 1, 4, 16)).toBe(
      'auth:validation.reg_pattern_1 {"range":"4 - 16"}',
    );
    expect(patternMessage(fakeT, 6, 6, 6)).toBe('auth:validation.reg_pattern_6 {"range":"6"}');
    expect(patternMessage(fakeT, 99, 1, 2)).toBe('auth:validation.reg_pattern_0 {"range":"1 - 2"}');
    expect(lengthRange(0, 255)).toBe('0 - 255');
  });
});
