// Binding or changing the mobile number and the e-mail address: a code goes to the new
// number or address (throttled like every code), and binding takes that code (plus the
// Google Authenticator code where the merchant requires it for `security`). A code is bound
// to the member and the number or address it was sent to, so nobody else can use it.
import { and, eq, ne } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import type { Merchant } from '../merchants';
import type { Member } from '../sessions';
import { AppError } from '../kernel';
import {
  consumeCode,
  type DeliveryProviders,
  issueCode,
  parsePhone,
  type Phone,
  sendEmail,
  sendSms,
  throttleSend,
} from '../verification';
import { requireGoogleCode } from './google-auth';

type CodeSent = components['schemas']['CodeSent'];
type BindMobile = components['schemas']['BindMobileRequest'];
type BindEmail = components['schemas']['BindEmailRequest'];

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const mobileTaken = () =>
  new AppError(400, 'exists.mobile.err', 'This mobile number belongs to another account');

function checkEmail(input: string): string {
  const email = input.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 128) {
    throw new AppError(400, 'profile.field.invalid', 'Please enter a valid e-mail address', {
      field: 'email',
    });
  }
  return email;
}

const smsRecipient = (memberId: number, phone: Phone) => `bind:${memberId}:${phone.key}`;
const emailRecipient = (memberId: number, email: string) => `bind:${memberId}:${email}`;

async function phoneTakenByOther(db: Db, member: Member, phone: Phone): Promise<boolean> {
  const [other] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.merchantId, member.merchantId),
        eq(members.dialingCode, phone.dialingCode),
        eq(members.mobile, phone.number),
        ne(members.id, member.id),
      ),
    )
    .limit(1);
  return Boolean(other);
}

/**
 * A bind code for `recipient`, once the sends to `key` (the number or address) from this IP
 * are within the merchant's limits; it lasts the merchant's SMS code minutes.
 */
async function bindCode(
  db: Db,
  merchant: Merchant,
  sent: { key: string; recipient: string },
  ip: string,
  now: number,
): Promise<{ code: string; minutes: number }> {
  const { smsExpiredMinutes: minutes, security } = merchant.settings.account;
  await throttleSend(db, merchant.id, sent.key, ip, security, now);
  const code = await issueCode(db, merchant.id, 'bind', sent.recipient, minutes, now);
  return { code, minutes };
}

export async function sendBindSmsCode(
  db: Db,
  delivery: DeliveryProviders,
  merchant: Merchant,
  member: Member,
  input: { countryDialingCode: string; mobileNum: string },
  ip: string,
  now: number,
): Promise<CodeSent> {
  const phone = parsePhone(input.countryDialingCode, input.mobileNum);
  if (await phoneTakenByOther(db, member, phone)) throw mobileTaken();
  const sent = { key: phone.key, recipient: smsRecipient(member.id, phone) };
  const { code, minutes } = await bindCode(db, merchant, sent, ip, now);
  await sendSms(
    db,
    delivery,
    {
      merchantId: merchant.id,
      to: `+${phone.dialingCode}${phone.number}`,
      body: `${merchant.name}: your code to bind this number is ${code}. It expires in ${minutes} minutes.`,
    },
    now,
  );
  return { expiredMinutes: minutes };
}

export async function sendBindEmailCode(
  db: Db,
  delivery: DeliveryProviders,
  merchant: Merchant,
  member: Member,
  input: { email: string },
  ip: string,
  now: number,
): Promise<CodeSent> {
  const email = checkEmail(input.email);
  const sent = { key: email, recipient: emailRecipient(member.id, email) };
  const { code, minutes } = await bindCode(db, merchant, sent, ip, now);
  await sendEmail(
    db,
    delivery,
    {
      merchantId: merchant.id,
      to: email,
      subject: `${merchant.name}: confirm your e-mail address`,
      body: `${merchant.name}: your code to bind this address is ${code}. It expires in ${minutes} minutes.`,
    },
    now,
  );
  return { expiredMinutes: minutes };
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export async function bindMobile(
  db: Db,
  merchant: Merchant,
  member: Member,
  body: BindMobile,
  now: number,
): Promise<void> {
  const phone = parsePhone(body.countryDialingCode, body.mobileNum);
  await requireGoogleCode(db, merchant, member, 'security', body.googleCode, now);
  if (await phoneTakenByOther(db, member, phone)) throw mobileTaken();
  await consumeCode(
    db,
    merchant.id,
    'bind',
    smsRecipient(member.id, phone),
    body.verificationCode,
    now,
  );
  try {
    await db
      .update(members)
      .set({ dialingCode: phone.dialingCode, mobile: phone.number })
      .where(eq(members.id, member.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw mobileTaken();
    throw error;
  }
}

export async function bindEmail(
  db: Db,
  merchant: Merchant,
  member: Member,
  body: BindEmail,
  now: number,
): Promise<void> {
  const email = checkEmail(body.email);
  await requireGoogleCode(db, merchant, member, 'security', body.googleCode, now);
  await consumeCode(
    db,
    merchant.id,
    'bind',
    emailRecipient(member.id, email),
    body.verificationCode,
    now,
  );
  await db.update(members).set({ email }).where(eq(members.id, member.id));
}
