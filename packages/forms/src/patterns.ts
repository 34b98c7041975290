// The pattern catalogue: each server patternId names a kind of rule and its message
// (auth:validation.reg_pattern_<id>, with the length range substituted).
import { lengthRange, type Translate } from './messages';

export interface PatternKind {
  id: number;
  kind: string;
  /** The reference pattern of this kind (the demo seed uses the same). */
  example: string;
}

export const PATTERN_KINDS: readonly PatternKind[] = [
  { id: 0, kind: 'any', example: '*' },
  { id: 1, kind: 'letter-first', example: '^[A-Za-z][A-Za-z0-9]*$' },
  { id: 2, kind: 'chinese-digits', example: '^[\\u4e00-\\u9fa50-9]+$' },
  { id: 3, kind: 'email', example: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$' },
  { id: 4, kind: 'alphanumeric', example: '^[A-Za-z0-9]+$' },
  { id: 5, kind: 'uppercase-required', example: '^(?=.*[A-Z]).+$' },
  { id: 6, kind: 'digits', example: '^[0-9]+$' },
  { id: 7, kind: 'english-spaces', example: '^[A-Za-z ]+$' },
  { id: 8, kind: 'no-spaces', example: '^\\S+$' },
  {
    id: 9,
    kind: 'chinese-punctuation',
    example: '^[\\u4e00-\\u9fa5\\u00b7\\u3002\\uff0c\\u3001.,]+$',
  },
  { id: 10, kind: 'date-ymd', example: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
  { id: 11, kind: 'date-mdy', example: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$' },
  { id: 12, kind: 'korean', example: '^[\\uac00-\\ud7a3]+$' },
  { id: 13, kind: 'thai', example: '^[\\u0e00-\\u0e7f]+$' },
  { id: 14, kind: 'thai-english-spaces', example: '^[\\u0e00-\\u0e7fA-Za-z ]+$' },
  {
    id: 15,
    kind: 'strong-password',
    example: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$',
  },
];

const KNOWN = new Set(PATTERN_KINDS.map((p) => p.id));

/** The message of a rule: its pattern kind with the length range; unknown ids read as 'any'. */
export function patternMessage(
  t: Translate,
  patternId: number,
  minLength: number,
  maxLength: number,
): string {
  const id = KNOWN.has(patternId) ? patternId : 0;
  return t(`auth:validation.reg_pattern_${id}`, { range: lengthRange(minLength, maxLength) });
}
