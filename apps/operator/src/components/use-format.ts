// Formatters of the console: money as exact decimal strings in the reader's language, and times
// in the merchant's zone (the site status names it) with that zone's offset, so a time reads
// the same for every staff member wherever they are.
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { formatMoney, formatNumber, formatZonedDateTime, languageOf } from '@platform/i18n';
import { useTranslation } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

export function useFormat() {
  const api = useApi();
  const { i18n } = useTranslation();
  const timeZone = useQuery(systemQueries(api).status()).data?.info.timeZone;
  const language = languageOf(i18n);
  return useMemo(
    () => ({
      money: (amount: string, currency: string) => `${formatMoney(amount, language)} ${currency}`,
      /** An amount in the merchant's currency, where the answer does not name it. */
      amount: (amount: string) => formatMoney(amount, language),
      count: (value: number) => formatNumber(value, language),
      dateTime: (value: string | null | undefined) =>
        value ? formatZonedDateTime(Date.parse(value), timeZone) : '—',
    }),
    [language, timeZone],
  );
}
