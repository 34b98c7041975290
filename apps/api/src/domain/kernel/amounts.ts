// Amounts as members type them, checked by the one amount rule of @platform/rules (the forms
// check the same): an exact decimal string with at most the currency's decimals. Each mistake
// answers that rule's error code, so the form can say exactly what is wrong.
import { AMOUNT_ERROR_CODES, readAmount } from '@platform/rules';
import { AppError } from './errors';
import { toDecimal } from './ledger/money';

export const CURRENCY_DECIMALS = 2;

const messages = {
  required: 'Please enter the amount as a plain number',
  format: 'Please enter the amount as a plain number',
  zero: 'The amount must be more than zero',
  negative: 'The amount cannot be negative',
} as const;

/** '12.3' -> 1230n; throws amount.format / amount.decimals / amount.zero / amount.negative. */
export function parseAmount(input: string, decimals = CURRENCY_DECIMALS): bigint {
  const read = readAmount(input, decimals);
  if (read.problem === undefined) return read.minor;
  const code = AMOUNT_ERROR_CODES[read.problem];
  if (read.problem === 'decimals') {
    throw new AppError(400, code, `At most ${decimals} decimals`, { decimals });
  }
  throw new AppError(400, code, messages[read.problem]);
}

/** Throws amount.out.of.range unless min <= amount <= max. */
export function checkRange(amount: bigint, min: bigint, max: bigint): void {
  if (amount < min || amount > max) {
    throw new AppError(
      400,
      AMOUNT_ERROR_CODES.min,
      `The amount must be between ${toDecimal(min)} and ${toDecimal(max)}`,
      { min: toDecimal(min), max: toDecimal(max) },
    );
  }
}
