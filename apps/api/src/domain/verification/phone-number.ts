// Mobile numbers: a country dialling code and a national number, checked with
// libphonenumber-js and keyed as `<code>-<number>`.
import { isValidPhoneNumber } from 'libphonenumber-js/mobile';
import { AppError } from '../kernel';

export interface Phone {
  dialingCode: string;
  number: string;
  /** `<dialing code>-<national number>`: recipient key of codes and counters. */
  key: string;
}

/** The normalised phone, or `sms.phone.invalid`. */
export function parsePhone(dialingCode: string | undefined, mobile: string | undefined): Phone {
  const code = (dialingCode ?? '').replace(/\D/g, '');
  const number = (mobile ?? '').replace(/[\s-]/g, '').replace(/^0+/, '');
  if (!code || !/^[0-9]{4,15}$/.test(number) || !isValidPhoneNumber(`+${code}${number}`)) {
    throw new AppError(400, 'sms.phone.invalid', 'Please enter a valid mobile number');
  }
  return { dialingCode: code, number, key: `${code}-${number}` };
}
