// Money on the wire is an exact decimal string with two decimals; in the database it is
// integer minor units (bigint). Nothing in between is ever a float.
import { badRequest } from '../errors';

export const MONEY_SCALE = 2;
const UNIT = 10n ** BigInt(MONEY_SCALE);
const DECIMAL = /^(-?)([0-9]{1,15})(?:\.([0-9]{1,2}))?$/;

/** '12.3' -> 1230n. Throws a 400 request.param.err for anything that is not such a decimal. */
export function toMinor(value: string): bigint {
  const m = DECIMAL.exec(value.trim());
  if (!m) throw badRequest(`"${value}" is not an amount`);
  const [, sign, whole = '0', frac = ''] = m;
  const minor = BigInt(whole) * UNIT + BigInt(frac.padEnd(MONEY_SCALE, '0'));
  return sign === '-' ? -minor : minor;
}

/** 1230n -> '12.30'. */
export function toDecimal(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / UNIT;
  const frac = (abs % UNIT).toString().padStart(MONEY_SCALE, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}
