/** Exact decimal arithmetic on strings and bigints, so money never passes through a JS float. */

/** `trunc` rounds toward zero (a balance is never shown larger than it is); `halfExpand` rounds half away from zero. */
export type RoundingMode = 'trunc' | 'halfExpand';

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,4}))?$/i;

/** A decimal string without exponent, e.g. `-1234.50`: what Intl.NumberFormat formats exactly. */
export type DecimalString = Intl.StringNumericLiteral;

/**
 * Rounds a decimal string (`'1234.567'`, `'-0.5'`, `'1e-7'`) to `scale` fraction digits, exactly.
 * Returns null when the string is not a decimal number. A result that rounds to zero has no sign.
 */
export function roundDecimal(
  value: string,
  scale: number,
  rounding: RoundingMode,
): DecimalString | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return null;
  const digits = BigInt(whole + fraction);
  // value = digits × 10^(exponent − fraction.length); we want it × 10^scale.
  const shift = Number(exponent) - fraction.length + scale;
  let units: bigint;
  if (shift >= 0) {
    units = digits * 10n ** BigInt(shift);
  } else {
    const divisor = 10n ** BigInt(-shift);
    units = digits / divisor;
    if (rounding === 'halfExpand' && (digits % divisor) * 2n >= divisor) units += 1n;
  }
  return unitsToDecimal(sign === '-' ? -units : units, scale);
}

/** `12345n` at scale 2 -> `'123.45'`; `-5n` -> `'-0.05'`. */
export function unitsToDecimal(units: bigint, scale: number): DecimalString {
  const negative = units < 0n;
  const padded = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = padded.slice(0, padded.length - scale);
  const fraction = padded.slice(padded.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}` as DecimalString;
}
