// Points (whole numbers with the language's grouping) and money (the merchant's symbol, 2
// decimals) as the page shows them.
import { formatMinorUnits, formatMoney, formatNumber } from '@platform/i18n';
import { useLanguage } from '@platform/i18n/react';
import { useMemo } from 'react';

export function useFormats(symbol: string) {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      points: (n: number) => formatNumber(n, language, 0),
      money: (amount: string) => formatMoney(amount, language, { symbol }),
      minor: (minor: bigint) => formatMinorUnits(minor, language, 2, { symbol }),
    }),
    [language, symbol],
  );
}

export type Formats = ReturnType<typeof useFormats>;

/** '12.30' -> 1230n (the server's money strings always have two decimals). */
export function toMinor(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', frac = ''] = amount.replace(/^-/, '').split('.');
  const minor = BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
  return negative ? -minor : minor;
}
