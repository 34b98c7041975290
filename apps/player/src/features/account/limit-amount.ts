// A limit as typed: empty (no limit) or an amount by the one amount rule of @platform/rules
// (the server checks the same). Each mistake has its own reason, worded in the account
// namespace (`errors.amount_<reason>`).
import { readAmount } from '@platform/rules';

export type LimitProblem = 'format' | 'zero' | 'negative' | 'decimals';

export function limitProblem(raw: string, decimals = 2): LimitProblem | null {
  if (raw.trim() === '') return null;
  const { problem } = readAmount(raw, decimals);
  return problem === undefined || problem === 'required' ? null : problem;
}

/** The value to send: null for no limit. */
export const limitValue = (raw: string): string | null => (raw.trim() === '' ? null : raw.trim());
