// Mobile numbers for the chosen country, checked with libphonenumber-js (mobile metadata,
// the same the reference API uses).
import { isValidPhoneNumber } from 'libphonenumber-js/mobile';

/** Digits of a national number as typed: spaces and dashes dropped, a leading 0 trunk prefix removed. */
export function normaliseMobile(value: string): string {
  return value.replace(/[\s-]/g, '').replace(/^0+/, '');
}

export function isValidMobile(national: string, dialingCode: string): boolean {
  const number = normaliseMobile(national);
  if (!/^[0-9]{4,15}$/.test(number) || !/^[0-9]{1,4}$/.test(dialingCode)) return false;
  return isValidPhoneNumber(`+${dialingCode}${number}`);
}

/** The flag emoji of an ISO 3166 alpha-2 code. */
export function flagEmoji(countryCode: string): string {
  const code = countryCode.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
