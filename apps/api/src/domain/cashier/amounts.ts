// Amounts as members type them: an exact decimal string with at most the currency's decimals.
// Each mistake has its own error code, so the form can say exactly what is wrong.
import { AppError, toDecimal } from '../kernel';

export const CURRENCY_DECIMALS = 2;
const PLAIN = /^[+-]?[0-9]+(\.[0-9]+)?$/;

/** '12.3' -> 1230n; throws amount.format / amount.decimals / amount.zero / amount.negative. */
export function parseAmount(input: string, decimals = CURRENCY_DECIMALS): bigint {
  const text = input.trim();
  if (!PLAIN.test(text) || text.replace(/^[+-]/, '').split('.')[0]!.length > 13) {
    throw new AppError(400, 'amount.format', 'Please enter the amount as a plain number');
  }
  const [whole = '0', frac = ''] = text.replace(/^[+-]/, '').split('.');
  if (frac.length > decimals) {
    throw new AppError(400, 'amount.decimals', `At most ${decimals} decimals`, { decimals });
  }
  const minor = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
  if (minor === 0n) throw new AppError(400, 'amount.zero', 'The amount must be more than zero');
  if (text.startsWith('-')) {
    throw new AppError(400, 'amount.negative', 'The amount cannot be negative');
  }
  return minor;
}

/** Throws amount.out.of.range unless min <= amount <= max. */
export function checkRange(amount: bigint, min: bigint, max: bigint): void {
  if (amount < min || amount > max) {
    throw new AppError(
      400,
      'amount.out.of.range',
      `The amount must be between ${toDecimal(min)} and ${toDecimal(max)}`,
      { min: toDecimal(min), max: toDecimal(max) },
    );
  }
}
