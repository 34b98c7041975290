import { roundDecimal, unitsToDecimal, type DecimalString, type RoundingMode } from './decimal';
import { localeOf, type LanguageCode } from './languages';

// Digits are always Latin (0-9), with the language's separators and grouping: amounts read the
// same to support staff in every language and match what people type into amount fields.
const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: LanguageCode, min: number, max: number | undefined): Intl.NumberFormat {
  const locale = localeOf(lang);
  const key = `${locale}|${min}|${max ?? ''}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      numberingSystem: 'latn',
      useGrouping: true,
      minimumFractionDigits: min,
      ...(max === undefined ? {} : { maximumFractionDigits: max }),
    });
    cache.set(key, format);
  }
  return format;
}

export interface MoneyFormatOptions {
  /** Put in front of the digits, after any minus sign: `'¥'`, `'$'`, `'USDT '`. */
  symbol?: string;
  /** Default `trunc`: 10.999 shows as 10.99, never more than the balance holds. */
  rounding?: RoundingMode;
}

function toDecimal(amount: string | bigint | number, rounding: RoundingMode): DecimalString | null {
  if (typeof amount === 'bigint') return unitsToDecimal(amount, 0);
  if (typeof amount === 'number' && !Number.isFinite(amount)) return null;
  return roundDecimal(String(amount), 2, rounding);
}

/**
 * Money with exactly 2 decimals and grouping: `'1234567.891'` -> `'1,234,567.89'` (EN).
 * A string is a decimal from the server and is rounded exactly (no float); a bigint is whole
 * units (for minor units use `formatMinorUnits`). Something that is not a number shows as NaN.
 */
export function formatMoney(
  amount: string | bigint | number,
  lang: LanguageCode,
  options: MoneyFormatOptions = {},
): string {
  const { symbol = '', rounding = 'trunc' } = options;
  const format = numberFormat(lang, 2, 2);
  const decimal = toDecimal(amount, rounding);
  if (decimal === null) return format.format(Number.NaN);
  if (!symbol) return format.format(decimal);
  const parts = format.formatToParts(decimal);
  const at = parts.findIndex((p) => p.type === 'integer');
  return parts.map((p, i) => (i === at ? symbol + p.value : p.value)).join('');
}

/** Integer minor units at `scale` (cents for 2): `12345n` -> `'123.45'`. Exact for any bigint. */
export function formatMinorUnits(
  minor: bigint | number,
  lang: LanguageCode,
  scale = 2,
  options: MoneyFormatOptions = {},
): string {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new RangeError(`Minor units must be a safe integer, got ${minor}`);
  }
  return formatMoney(unitsToDecimal(BigInt(minor), scale), lang, options);
}

/** A plain number with grouping, at most `maxFractionDigits` decimals (Intl's default 3 when left out). */
export function formatNumber(
  value: number | bigint | string,
  lang: LanguageCode,
  maxFractionDigits?: number,
): string {
  const format = numberFormat(lang, 0, maxFractionDigits);
  return typeof value === 'string' ? format.format(value as DecimalString) : format.format(value);
}
