// The register pattern catalogue: each patternId names a kind of rule and its reference pattern
// (JavaScript regular-expression source, `*` meaning anything). The demo seed stores these
// patterns; @platform/forms picks each kind's message (reg_pattern_<id>) by the same id.

export interface PatternKind {
  id: number;
  kind: string;
  /** The reference pattern of this kind. */
  pattern: string;
}

export const PATTERN_KINDS: readonly PatternKind[] = [
  { id: 0, kind: 'any', pattern: '*' },
  { id: 1, kind: 'letter-first', pattern: '^[A-Za-z][A-Za-z0-9]*$' },
  { id: 2, kind: 'chinese-digits', pattern: '^[\\u4e00-\\u9fa50-9]+$' },
  { id: 3, kind: 'email', pattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$' },
  { id: 4, kind: 'alphanumeric', pattern: '^[A-Za-z0-9]+$' },
  { id: 5, kind: 'uppercase-required', pattern: '^(?=.*[A-Z]).+$' },
  { id: 6, kind: 'digits', pattern: '^[0-9]+$' },
  { id: 7, kind: 'english-spaces', pattern: '^[A-Za-z ]+$' },
  { id: 8, kind: 'no-spaces', pattern: '^\\S+$' },
  {
    id: 9,
    kind: 'chinese-punctuation',
    pattern: '^[\\u4e00-\\u9fa5\\u00b7\\u3002\\uff0c\\u3001.,]+$',
  },
  { id: 10, kind: 'date-ymd', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
  { id: 11, kind: 'date-mdy', pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$' },
  { id: 12, kind: 'korean', pattern: '^[\\uac00-\\ud7a3]+$' },
  { id: 13, kind: 'thai', pattern: '^[\\u0e00-\\u0e7f]+$' },
  { id: 14, kind: 'thai-english-spaces', pattern: '^[\\u0e00-\\u0e7fA-Za-z ]+$' },
  {
    id: 15,
    kind: 'strong-password',
    pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$',
  },
];

/** The reference pattern of a patternId; unknown ids read as 'any' (`*`). */
export const patternOf = (patternId: number): string =>
  PATTERN_KINDS.find((p) => p.id === patternId)?.pattern ?? '*';

/** Whether a patternId names a kind of the catalogue. */
export const isKnownPattern = (patternId: number): boolean =>
  PATTERN_KINDS.some((p) => p.id === patternId);
