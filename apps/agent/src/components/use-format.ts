import { formatDateTime, formatMoney, formatNumber } from '@platform/i18n';
import { useLanguage } from '@platform/i18n/react';
import { useMemo } from 'react';

/** Number, money (exact decimal strings) and date-time formatting in the interface language. */
export function useFormat() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      money: (amount: string) => formatMoney(amount, language),
      count: (value: number) => formatNumber(value, language),
      dateTime: (iso: string | null) => (iso ? formatDateTime(Date.parse(iso)) : '—'),
    }),
    [language],
  );
}
