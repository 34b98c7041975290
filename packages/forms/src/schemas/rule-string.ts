// One server-configured text field as a zod string: trimmed (unless told not to), required
// or optional, and when filled it must match the rule's pattern and length.
import type { RegisterFieldRule } from '@platform/api-client';
import { z } from 'zod';
import { MESSAGE_KEYS, type Translate } from '../messages';
import { patternMessage } from '../patterns';
import { matchesRule } from '@platform/rules';

export interface RuleStringOptions {
  required: boolean;
  /** Trim before checking (default true; passwords keep what was typed). */
  trim?: boolean;
  /** Message when empty; default 'Input cannot be empty'. */
  requiredKey?: string;
}

export function ruleString(
  t: Translate,
  rule: RegisterFieldRule | undefined,
  options: RuleStringOptions,
) {
  const base = options.trim === false ? z.string() : z.string().trim();
  return base.superRefine((value, ctx) => {
    if (value === '') {
      if (options.required)
        ctx.addIssue({ code: 'custom', message: t(options.requiredKey ?? MESSAGE_KEYS.required) });
      return;
    }
    if (rule && !matchesRule(value, rule)) {
      ctx.addIssue({
        code: 'custom',
        message: patternMessage(t, rule.patternId, rule.minLength, rule.maxLength),
      });
    }
  });
}

/** A required text with no server rule. */
export function requiredString(t: Translate, key: string = MESSAGE_KEYS.required) {
  return z
    .string()
    .trim()
    .min(1, { message: t(key) });
}
