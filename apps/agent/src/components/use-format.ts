import { formatMoney, formatNumber } from '@platform/i18n';
import { useLanguage } from '@platform/i18n/react';
import { useMerchantTime } from '@platform/site';
import { useMemo } from 'react';

/**
 * Number and money (exact decimal strings) in the interface language; times in the merchant's
 * time zone with its offset (`2026-11-29 12:30:00 GMT+08:00`), as the reports' days are its days.
 */
export function useFormat() {
  const { language } = useLanguage();
  const time = useMerchantTime();
  return useMemo(
    () => ({
      money: (amount: string) => formatMoney(amount, language),
      count: (value: number) => formatNumber(value, language),
      dateTime: (iso: string | null) => time.dateTime(iso),
      /** A settlement period by its start in the merchant's zone: `2026-11-29 12:30 GMT+08:00`. */
      periodStart: (epochMs: number) => time.periodStart(epochMs),
    }),
    [language, time],
  );
}
