// Amounts as typed: exact decimal strings, never floats. Each mistake has its own reason (and
// its own translated text, e.g. `cashier:amount.<reason>`, `wallet:amount.<reason>`); the
// server checks the same rules.
import { compareDecimal } from './decimal';

export type AmountProblem =
  'required' | 'format' | 'zero' | 'negative' | 'decimals' | 'min' | 'max' | 'balance' | 'limit';

export interface AmountRules {
  /** Decimals of the currency. */
  decimals: number;
  min?: string | undefined;
  max?: string | undefined;
  /** What the member (or the source wallet) has. */
  balance?: string | undefined;
  /** What a deposit limit still allows (null or absent: no limit). */
  left?: string | null | undefined;
}

const PLAIN = /^\d+(\.\d+)?$/;

/** The first rule `raw` breaks, or null when it is a good amount. */
export function amountProblem(raw: string, rules: AmountRules): AmountProblem | null {
  const value = raw.trim();
  if (value === '') return 'required';
  if (/^-\s*\d/.test(value) && PLAIN.test(value.slice(1).trim())) return 'negative';
  if (!PLAIN.test(value)) return 'format';
  const decimals = value.split('.')[1]?.length ?? 0;
  if (decimals > rules.decimals) return 'decimals';
  if (!/[1-9]/.test(value)) return 'zero';
  if (rules.min && compareDecimal(value, rules.min) < 0) return 'min';
  if (rules.max && compareDecimal(value, rules.max) > 0) return 'max';
  if (rules.balance !== undefined && compareDecimal(value, rules.balance) > 0) return 'balance';
  if (rules.left != null && compareDecimal(value, rules.left) > 0) return 'limit';
  return null;
}
