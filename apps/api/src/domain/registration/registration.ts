// Registration by username or by mobile number. Every field is checked against the
// merchant's register validator config exactly as the forms package checks it in the
// browser; then the captcha, affiliate code, human check and the phone proof (the platform's
// SMS code, or a Firebase token when the merchant verifies phones through Firebase); then
// the account is created and signed in.
import { randomBytes } from 'node:crypto';
import { matchesRule, OPTIONAL_REGISTER_FIELDS } from '@platform/rules';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { findAffiliate } from './affiliates';
import { recordReferral } from '../referral';
import { type HumanCheck, verifyCaptcha } from '../captcha';
import { consumeCode } from '../verification';
import { AppError } from '../kernel';
import { findMember, PLAYER_TYPE, hashPassword } from '../accounts';
import type { Merchant } from '../merchants';
import { isModuleOn, loadRegisterRules, type RegisterValidators, requireModule } from '../site';
import { type Phone, parsePhone } from '../verification';
import {
  consumePhoneToken,
  e164,
  invalidPhoneToken,
  type PhoneProof,
  type PhoneTokenVerifier,
} from './phone-token';
import type { Member } from '../sessions';

export type RegisterRequest = components['schemas']['RegisterRequest'];
export type RegisterMode = 'username' | 'mobile';

/** Kept in the member's profile as typed. */
const PROFILE_FIELDS = [
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
  'registerUrl',
  'domain',
] as const;

const fieldError = (field: string, patternId: number | null, message: string) =>
  new AppError(400, 'register.field.invalid', message, { field, patternId });

/**
 * The rule of text the merchant gave no rule for: no markup, quotes or control characters.
 * Such fields (referralCode, registerUrl, domain, or any optional field without a row in the
 * register config) are stored, so they must be harmless wherever they are shown later.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const DEFAULT_SAFE_TEXT = /^[^<>"'`\u0000-\u001f\u007f]*$/;

/**
 * What a stored optional field keeps: nothing when the merchant's config disables it (it is
 * dropped, not stored), the value checked against its rule when enabled, and against the
 * default safe rule when the merchant has no rule for it.
 */
function kept(rules: RegisterValidators, field: string, value: string): string {
  const rule = rules[field];
  if (!value) return '';
  if (!rule) {
    if (!DEFAULT_SAFE_TEXT.test(value))
      throw fieldError(field, null, `${field} contains characters that are not allowed`);
    return value;
  }
  return rule.enabled ? value : '';
}

function check(rules: RegisterValidators, field: string, value: string, required: boolean): void {
  const rule = rules[field];
  if (!value) {
    if (required) throw fieldError(field, rule?.patternId ?? null, `${field} is required`);
    return;
  }
  if (rule && !matchesRule(value, rule))
    throw fieldError(field, rule.patternId, `${field} does not match its rule`);
}

export interface RegisterInput {
  db: Db;
  humanCheck: HumanCheck;
  phoneToken: PhoneTokenVerifier;
  merchant: Merchant;
  mode: RegisterMode;
  body: RegisterRequest;
  captchaId: string | undefined;
  now: number;
}

export async function registerMember(input: RegisterInput): Promise<Member> {
  const { db, merchant, mode, now } = input;
  const body = input.body;
  const trimmed = (v: string | undefined) => v?.trim() ?? '';
  const rules = await loadRegisterRules(db, merchant.id);
  const on = (modId: string) => isModuleOn(db, merchant.id, modId);

  await requireModule(db, merchant.id, mode === 'mobile' ? 'MOBILENUMREG3' : 'REG3');
  let phone: Phone | null = null;
  let username: string;
  let password = body.password ?? '';
  if (mode === 'mobile') {
    phone = parsePhone(body.countryDialingCode, body.mobileNum);
    check(rules, 'mobileNum', phone.number, true);
    username = phone.number;
    if (!(await on('MOBILENUMPASSREG3')) && !password)
      password = randomBytes(24).toString('base64url');
    else check(rules, 'password', password, true);
  } else {
    username = trimmed(body.username);
    check(rules, 'username', username, true);
    check(rules, 'password', password, true);
    if (rules.mobileNum?.enabled && (trimmed(body.mobileNum) || rules.mobileNum.required)) {
      phone = parsePhone(body.countryDialingCode, body.mobileNum);
      check(rules, 'mobileNum', phone.number, rules.mobileNum.required);
    }
  }
  if ((body.confirmPassword ?? '') !== (body.password ?? '')) {
    throw new AppError(400, 'password.confirm.err', 'Incorrect confirmation input');
  }
  for (const field of OPTIONAL_REGISTER_FIELDS) {
    const rule = rules[field];
    if (rule?.enabled) check(rules, field, trimmed(body[field]), rule.required);
  }
  if (rules.paymentPassword?.enabled)
    check(rules, 'paymentPassword', body.paymentPassword ?? '', true);
  // What is stored beside the account: disabled fields dropped, fields without a rule safe.
  const profile: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = kept(rules, field, trimmed(body[field]));
    if (value) profile[field] = value;
  }
  const email = kept(rules, 'email', trimmed(body.email)) || null;
  const payeeName = kept(rules, 'payeeName', trimmed(body.payeeName)) || null;

  if ((await on('CAPTCHA3')) && rules.captcha?.enabled) {
    if (!(await verifyCaptcha(db, merchant, input.captchaId, body.captcha, now))) {
      throw new AppError(400, 'captcha.invalid', 'Please Enter The Correct Captcha Code', {
        captcha: true,
      });
    }
  }
  const affiliateCode = trimmed(body.affiliateCode);
  const affiliate = affiliateCode ? await findAffiliate(db, merchant.id, affiliateCode, now) : null;
  const firebase = merchant.settings.account.firebase;
  const firebaseToken = body.firebaseIdToken;
  if ((firebaseToken || body.firebaseChannel) && !firebase) {
    throw new AppError(400, 'function.not.available', 'Firebase verification is not configured');
  }
  await input.humanCheck.verify(body.altcha, now);
  let proof: PhoneProof | null = null;
  if (firebase && (firebaseToken || body.firebaseChannel)) {
    // A token proves the number sent with it, or nothing.
    if (body.firebaseChannel !== 'sms' || !firebaseToken || !phone) throw invalidPhoneToken();
    proof = await input.phoneToken.verify(firebase, firebaseToken, e164(phone), now);
  }
  if (mode === 'mobile' && phone && !proof && (await on('REGMOBVERF3'))) {
    await consumeCode(db, merchant.id, 'register', phone.key, body.verificationCode, now);
  }
  if (body.paymentPassword && rules.paymentPassword?.enabled)
    profile.paymentPasswordHash = await hashPassword(body.paymentPassword);
  const values = {
    merchantId: merchant.id,
    username,
    passwordHash: await hashPassword(password),
    type: affiliate?.link?.memberType ?? PLAYER_TYPE,
    nickname: null,
    mobile: phone?.number ?? null,
    dialingCode: phone?.dialingCode ?? null,
    email,
    payeeName,
    parentId: affiliate?.agentId ?? null,
    affiliateUrlId: affiliate?.link?.id ?? null,
    rebates: affiliate?.link?.rebates ?? {},
    profile,
    createdAt: new Date(now),
    passwordChangedAt: new Date(now),
  };
  // The phone token is recorded as used in the same transaction as the member: a failed
  // insert (the name or number was taken meanwhile) leaves it usable for the next try.
  const member = await db.transaction(async (tx) => {
    if (proof && firebaseToken)
      await consumePhoneToken(tx as unknown as Db, firebaseToken, proof, now);
    const [created] = await tx.insert(members).values(values).onConflictDoNothing().returning();
    if (!created) {
      throw mode === 'mobile' || (await usernameFree(tx as unknown as Db, merchant.id, username))
        ? new AppError(400, 'exists.mobile.err', 'This mobile number is already registered')
        : new AppError(400, 'exists.username.err', 'This username already exists');
    }
    // A referral code of another member makes the new account their invitee.
    if (profile.referralCode)
      await recordReferral(tx, {
        merchantId: merchant.id,
        inviteeId: created.id,
        inviteeMobile: created.mobile,
        code: profile.referralCode,
        now,
      });
    return created;
  });
  return member;
}

async function usernameFree(db: Db, merchantId: number, username: string): Promise<boolean> {
  return (await findMember(db, merchantId, username)) === null;
}
