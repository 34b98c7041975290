// How the records show numbers, money and times: in the interface language, times in the
// merchant's zone with its offset (the API names the zone with every answer), money with its
// sign.
import { formatGmtOffset, formatMoney, formatNumber, formatZonedDateTime } from '@platform/i18n';
import { useLanguage } from '@platform/i18n/react';
import { useMemo } from 'react';

export function useRecordsFormat(timeZone: string | undefined) {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      money: (amount: string) => formatMoney(amount, language),
      /** `+12.50` / `-3.00`: the direction of a movement at a glance. */
      signed: (amount: string) =>
        amount.startsWith('-') || /^0+(\.0+)?$/.test(amount)
          ? formatMoney(amount, language)
          : `+${formatMoney(amount, language)}`,
      count: (value: number) => formatNumber(value, language),
      /** `2026-11-29 12:30:00 GMT+08:00`: each time carries its offset, even on a phone's card. */
      dateTime: (iso: string | null) =>
        iso ? formatZonedDateTime(Date.parse(iso), timeZone) : '—',
      /** "GMT+08:00": the zone of the period's days (isolated left to right inside a sentence). */
      zone: () => ltr(formatGmtOffset(Date.now(), timeZone)),
    }),
    [language, timeZone],
  );
}

/** A date or code inside a sentence of either direction, kept left to right (Unicode isolate). */
export const ltr = (text: string): string => `\u2066${text}\u2069`;

/** The tone of an amount: gains green, losses red, nothing neutral. */
export const toneOf = (amount: string): string =>
  amount.startsWith('-') ? 'text-danger' : /^0+(\.0+)?$/.test(amount) ? 'text-fg' : 'text-success';

/** An amount of the wire (two decimals, maybe signed) in cents, exactly. */
export function toCents(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
  return negative ? -cents : cents;
}

/** Cents as an amount of the wire: `-1250n` -> `'-12.50'`. */
export function fromCents(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
