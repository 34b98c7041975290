// A register validator rule as the server enforces it and the forms check it before sending:
// the whole value matches the pattern and its length (in characters) lies within the bounds.

/** The parts of a register field rule (RegisterFieldRule of the contract) that decide a value. */
export interface PatternRule {
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
}

/** The server's pattern as a RegExp; `*` means anything. Anchored to the whole value. */
export function ruleRegExp(rule: Pick<PatternRule, 'acceptedPattern'>): RegExp {
  const source = rule.acceptedPattern.trim();
  if (source === '' || source === '*') return /^[\s\S]*$/u;
  const anchored = `^(?:${source.replace(/^\^/, '').replace(/\$$/, '')})$`;
  try {
    return new RegExp(anchored, 'u');
  } catch {
    return new RegExp(anchored);
  }
}

/** A value passes when it matches the pattern and its length lies within the bounds. */
export function matchesRule(value: string, rule: PatternRule): boolean {
  const length = [...value].length;
  return length >= rule.minLength && length <= rule.maxLength && ruleRegExp(rule).test(value);
}
