// Exact conversions between the dividend's wire fraction ("0.35") and the percent people type
// ("35"), by moving the decimal point in the digits (never a float).

const PERCENT = /^(0|[1-9][0-9]{0,2})(?:\.([0-9]{1,4}))?$/;
const FRACTION = /^(0|1)(?:\.([0-9]{1,6}))?$/;

const trim = (whole: string, frac: string) => {
  const f = frac.replace(/0+$/, '');
  return f ? `${whole}.${f}` : whole;
};

/** "35" -> "0.35", "1.5" -> "0.015"; null when not a percent of at most 4 decimals up to 100. */
export function percentToFraction(percent: string): string | null {
  const m = PERCENT.exec(percent.trim());
  if (!m) return null;
  const millionths = BigInt(m[1]!) * 10_000n + BigInt((m[2] ?? '').padEnd(4, '0'));
  if (millionths > 1_000_000n) return null;
  return trim(String(millionths / 1_000_000n), String(millionths % 1_000_000n).padStart(6, '0'));
}

/** "0.35" -> "35"; the fraction as it came when it is not one. */
export function fractionToPercent(fraction: string): string {
  const m = FRACTION.exec(fraction.trim());
  if (!m) return fraction;
  const millionths = BigInt(m[1]!) * 1_000_000n + BigInt((m[2] ?? '').padEnd(6, '0'));
  return trim(String(millionths / 10_000n), String(millionths % 10_000n).padStart(4, '0'));
}
