// Times of the product as the merchant's calendar has them: in its IANA time zone (the site
// status names it) and printed with that zone's offset, so a day, a period or a time reads the
// same for every reader wherever they are.
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { formatDate, formatZonedDateTime } from '@platform/i18n';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/** The merchant's IANA time zone; undefined (the browser's zone) until the status is known. */
export function useMerchantTimeZone(): string | undefined {
  const api = useApi();
  const { data } = useQuery(systemQueries(api).status());
  return data?.info.timeZone;
}

type Instant = string | number | null | undefined;

const epochOf = (value: string | number): number =>
  typeof value === 'number' ? value : Date.parse(value);

/**
 * Formatters of times in the merchant's zone: a time of day with the zone's offset, a calendar
 * day (no offset) as the merchant's day, not the reader's.
 */
export function useMerchantTime() {
  const timeZone = useMerchantTimeZone();
  return useMemo(
    () => ({
      timeZone,
      /** `2026-11-29 12:30:00 GMT+08:00`; an ISO string or epoch ms; `—` for none. */
      dateTime: (value: Instant) =>
        value === null || value === undefined || value === ''
          ? '—'
          : formatZonedDateTime(epochOf(value), timeZone),
      /** The merchant's day of an instant: `2026/11/29` (or another separator); `—` for none. */
      date: (value: Instant, separator = '/') =>
        value === null || value === undefined || value === ''
          ? '—'
          : formatDate(epochOf(value), separator, timeZone),
      /** The start of a period to the minute: `2026-11-29 12:30 GMT+08:00`. */
      periodStart: (epochMs: number) => formatZonedDateTime(epochMs, timeZone, { seconds: false }),
    }),
    [timeZone],
  );
}
