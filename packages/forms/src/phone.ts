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

/**
 * Where the flag of an ISO 3166 alpha-2 code is served (the apps' Vite config publishes
 * /flags/<CODE>.svg); '' for anything that is not a code. Images, not emoji: Windows and
 * many Linux browsers cannot draw flag emoji.
 */
export function flagUrl(countryCode: string): string {
  const code = countryCode.toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? `/flags/${code}.svg` : '';
}
