// The checks the console's settings share: amounts and wagering multiples as exact decimal
// strings, each refused with a 400 in the envelope that names the body field.
import { badRequest, toDecimal, toMinor } from '../kernel';

const MULTIPLE = /^([0-9]{1,4})(?:\.([0-9]{1,2}))?$/;
const MAX_MULTIPLE_HUNDREDTHS = 1000_00n;

/** An amount in minor units, at least `min` (minor units), or a 400 naming the field. */
export function amountField(field: string, value: string, min: bigint): bigint {
  let minor: bigint;
  try {
    minor = toMinor(value);
  } catch {
    throw badRequest(`body field "${field}" is not an amount`);
  }
  if (minor < min) {
    throw badRequest(
      `body field "${field}" must be ${min === 0n ? 'zero or more' : 'more than zero'}`,
    );
  }
  return minor;
}

/** A wagering multiple from 0 to 1000 (two decimals at most) as stored ('2.50'), or a 400. */
export function multipleField(field: string, value: string): string {
  const m = MULTIPLE.exec(value.trim());
  const hundredths = m ? BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) : null;
  if (hundredths === null || hundredths > MAX_MULTIPLE_HUNDREDTHS) {
    throw badRequest(`body field "${field}" is not a multiple from 0 to 1000`);
  }
  return toDecimal(hundredths);
}

/** A stored multiple ('10.00', '2.5') as the console shows it ('10.00', '2.50'). */
export const shownMultiple = (stored: string): string => toDecimal(toMinor(stored));
