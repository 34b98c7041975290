// Sending SMS codes for sign-in, registration and password reset. The throttle and the
// answer are the same whether or not the number belongs to an account; for sign-in and
// reset the SMS itself goes only to a member's number. A code the SMS provider did not take
// is refused (`delivery.failed`); without an account the answer follows the provider's state,
// so an outage does not tell which numbers have accounts.
import type { Db } from '../../db/client';
import { type CodePurpose, issueCode, throttleSend } from './verification-codes';
import type { HumanCheck } from '../captcha';
import { findMemberByPhone } from '../accounts';
import type { Merchant } from '../merchants';
import { channelFailing, deliveryFailed, sendSms } from './outbox';
import type { DeliveryProviders } from './providers';
import { parsePhone } from './phone-number';
import { platformText } from '../texts';

export interface SendCodeInput {
  db: Db;
  humanCheck: HumanCheck;
  delivery: DeliveryProviders;
  merchant: Merchant;
  purpose: Extract<CodePurpose, 'login' | 'register' | 'reset'>;
  countryDialingCode: string;
  mobileNo: string;
  altcha: string;
  ip: string;
  /** The interface language of the request: the SMS is written in it. */
  language: string;
  now: number;
}

export async function sendSmsCode(input: SendCodeInput): Promise<{ expiredMinutes: number }> {
  const { db, merchant, now } = input;
  const { smsExpiredMinutes: minutes, security } = merchant.settings.account;
  const phone = parsePhone(input.countryDialingCode, input.mobileNo);
  await input.humanCheck.verify(input.altcha, now);
  await throttleSend(db, merchant.id, phone.key, input.ip, security, now);
  const mustExist = input.purpose !== 'register';
  if (mustExist && !(await findMemberByPhone(db, merchant.id, phone.dialingCode, phone.number))) {
    if (await channelFailing(db, input.delivery, 'sms')) throw deliveryFailed();
    return { expiredMinutes: minutes };
  }
  const code = await issueCode(db, merchant.id, input.purpose, phone.key, minutes, now);
  await sendSms(
    db,
    input.delivery,
    {
      merchantId: merchant.id,
      to: `+${phone.dialingCode}${phone.number}`,
      body: platformText(input.language, `sms.${input.purpose}`, {
        merchant: merchant.name,
        code,
        count: minutes,
      }),
    },
    now,
  );
  return { expiredMinutes: minutes };
}
