// A limit as typed: empty (no limit) or an exact decimal string, never a float. Each mistake
// has its own reason, worded in the account namespace (`errors.amount_<reason>`); the server
// checks the same rules.
export type LimitProblem = 'format' | 'zero' | 'negative' | 'decimals';

const PLAIN = /^\d+(\.\d+)?$/;

export function limitProblem(raw: string, decimals = 2): LimitProblem | null {
  const value = raw.trim();
  if (value === '') return null;
  if (/^-\s*\d/.test(value) && PLAIN.test(value.slice(1).trim())) return 'negative';
  if (!PLAIN.test(value) || (value.split('.')[0]?.length ?? 0) > 13) return 'format';
  if ((value.split('.')[1]?.length ?? 0) > decimals) return 'decimals';
  if (!/[1-9]/.test(value)) return 'zero';
  return null;
}

/** The value to send: null for no limit. */
export const limitValue = (raw: string): string | null => (raw.trim() === '' ? null : raw.trim());
