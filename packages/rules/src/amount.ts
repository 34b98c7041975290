// Amounts as typed: exact decimal strings, never floats. One rule for the forms and the API:
// the forms name the first mistake (`amountProblem`, worded by its reason, e.g.
// `cashier:amount.<reason>`), the API reads the amount into minor units with the same checks
// (`readAmount`) and answers the reason's error code (`AMOUNT_ERROR_CODES`), which the clients
// translate (`errors.amount_<code>`).
import { compareDecimal } from './decimal';

export type AmountProblem =
  'required' | 'format' | 'zero' | 'negative' | 'decimals' | 'min' | 'max' | 'balance' | 'limit';

/** What an amount on its own can get wrong, before any range, balance or limit. */
export type AmountFormProblem = Extract<
  AmountProblem,
  'required' | 'format' | 'zero' | 'negative' | 'decimals'
>;

/** The most digits before the point: larger amounts are not amounts this platform moves. */
export const AMOUNT_MAX_WHOLE_DIGITS = 13;

/**
 * The API's error code for each reason (one set for every amount): an empty amount is a
 * format error on the wire, and `min` and `max` are one out-of-range code with both bounds.
 */
export const AMOUNT_ERROR_CODES = {
  required: 'amount.format',
  format: 'amount.format',
  zero: 'amount.zero',
  negative: 'amount.negative',
  decimals: 'amount.decimals',
  min: 'amount.out.of.range',
  max: 'amount.out.of.range',
  balance: 'account.balance.not.enough',
  limit: 'deposit.limit.exceeded',
} as const satisfies Record<AmountProblem, string>;

export type AmountErrorCode = (typeof AMOUNT_ERROR_CODES)[AmountProblem];

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

/**
 * Reads `raw` as an amount with at most `decimals` decimals: its minor units, or the first
 * rule it breaks (required, negative, format, decimals, zero, in that order).
 */
export function readAmount(
  raw: string,
  decimals: number,
): { minor: bigint; problem?: undefined } | { problem: AmountFormProblem; minor?: undefined } {
  const value = raw.trim();
  if (value === '') return { problem: 'required' };
  if (/^-\s*\d/.test(value) && PLAIN.test(value.slice(1).trim())) return { problem: 'negative' };
  if (!PLAIN.test(value)) return { problem: 'format' };
  const [whole = '0', frac = ''] = value.split('.');
  if (whole.length > AMOUNT_MAX_WHOLE_DIGITS) return { problem: 'format' };
  if (frac.length > decimals) return { problem: 'decimals' };
  const minor = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
  if (minor === 0n) return { problem: 'zero' };
  return { minor };
}

/** The first rule `raw` breaks, or null when it is a good amount. */
export function amountProblem(raw: string, rules: AmountRules): AmountProblem | null {
  const read = readAmount(raw, rules.decimals);
  if (read.problem) return read.problem;
  const value = raw.trim();
  if (rules.min && compareDecimal(value, rules.min) < 0) return 'min';
  if (rules.max && compareDecimal(value, rules.max) > 0) return 'max';
  if (rules.balance !== undefined && compareDecimal(value, rules.balance) > 0) return 'balance';
  if (rules.left != null && compareDecimal(value, rules.left) > 0) return 'limit';
  return null;
}
