import type { RegisterFieldRule } from '@platform/api-client';

/** The server's pattern as a RegExp; `*` means anything. Anchored to the whole value. */
export function ruleRegExp(rule: Pick<RegisterFieldRule, 'acceptedPattern'>): RegExp {
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
export function matchesRule(value: string, rule: RegisterFieldRule): boolean {
  const length = [...value].length;
  return length >= rule.minLength && length <= rule.maxLength && ruleRegExp(rule).test(value);
}
