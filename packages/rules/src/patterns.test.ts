import { describe, expect, it } from 'vitest';
import { PATTERN_KINDS, patternOf } from './patterns';
import { matchesRule } from './register-rule';

const rule = (patternId: number, minLength = 1, maxLength = 40) => ({
  enabled: true,
  required: true,
  acceptedPattern: patternOf(patternId),
  patternId,
  minLength,
  maxLength,
});

// Per message kind: values the rule accepts and values it refuses.
const CASES: Record<number, [string[], string[]]> = {
  0: [['anything at all 任何 !'], []],
  1: [
    ['player1', 'Abc'],
    ['1player', 'play er', 'pl_ayer'],
  ],
  2: [
    ['张伟123', '123'],
    ['abc', '张伟 1'],
  ],
  3: [['a.b+c@example.co'], ['no-at.example.com', 'a@b', 'a b@example.com']],
  4: [
    ['abc123', 'ABC'],
    ['abc-123', 'abc 123'],
  ],
  5: [
    ['abcD', 'X'],
    ['abcd', '1234'],
  ],
  6: [['0123456789'], ['12a', '+65']],
  7: [['John Smith'], ['John3', 'Jöhn']],
  8: [['no_spaces!'], ['has space', 'tab\there']],
  9: [
    ['张伟，你好。', '张·伟'],
    ['abc', '张伟!'],
  ],
  10: [['2026-11-21'], ['2026-13-01', '21-11-2026', '2026/11/21']],
  11: [['11-21-2026'], ['2026-11-21', '13-01-2026']],
  12: [['한국어'], ['korean', '한국 어']],
  13: [['ภาษาไทย'], ['thai', 'ไทย 1']],
  14: [['ภาษา Thai mix'], ['ไทย1', 'mix!']],
  15: [['Str0ng!pw'], ['weakpass', 'NoDigits!', 'n0upper!', 'N0SYMBOL1']],
};

describe('pattern catalogue', () => {
  it('has the sixteen kinds of the spec, ids 0 to 15', () => {
    expect(PATTERN_KINDS.map((p) => p.id)).toEqual([...Array(16).keys()]);
    expect(PATTERN_KINDS.map((p) => p.kind)).toEqual([
      'any',
      'letter-first',
      'chinese-digits',
      'email',
      'alphanumeric',
      'uppercase-required',
      'digits',
      'english-spaces',
      'no-spaces',
      'chinese-punctuation',
      'date-ymd',
      'date-mdy',
      'korean',
      'thai',
      'thai-english-spaces',
      'strong-password',
    ]);
  });

  for (const [id, [good, bad]] of Object.entries(CASES)) {
    it(`kind ${id} (${PATTERN_KINDS[Number(id)]?.kind}) accepts and refuses as it should`, () => {
      for (const v of good) expect(matchesRule(v, rule(Number(id))), v).toBe(true);
      for (const v of bad) expect(matchesRule(v, rule(Number(id))), v).toBe(false);
    });
  }

  it('answers * for an id outside the catalogue', () => {
    expect(patternOf(99)).toBe('*');
    expect(patternOf(4)).toBe(PATTERN_KINDS[4]?.pattern);
  });

  it('applies the length bounds on top of the pattern', () => {
    expect(matchesRule('abc', rule(4, 4, 8))).toBe(false);
    expect(matchesRule('abcdefghi', rule(4, 4, 8))).toBe(false);
    expect(matchesRule('abcd', rule(4, 4, 8))).toBe(true);
  });
});
