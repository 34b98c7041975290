// The registration form's schema, built from the server's register validator config.
// Always required: username (username mode), password, confirm password (equal to it),
// mobile number and SMS code (mobile mode), payment password when shown, terms. The other
// fields are shown when their rule is enabled and required when it says so.
import type { RegisterValidators } from '@platform/api-client';
import { z } from 'zod';
import { MESSAGE_KEYS, type Translate } from '../messages';
import { isValidMobile } from '../phone';
import { matchesRule, OPTIONAL_REGISTER_FIELDS, type OptionalRegisterField } from '@platform/rules';
import { requiredString, ruleString } from './rule-string';

export type RegisterMode = 'username' | 'mobile';

export interface RegisterSchemaOptions {
  rules: RegisterValidators;
  mode: RegisterMode;
  t: Translate;
  /** The public captcha flag (and the captcha rule enabled). */
  captcha: boolean;
  /** Mobile mode asks a password (MOBILENUMPASSREG3). */
  mobilePassword: boolean;
  /** Mobile mode asks the SMS code (REGMOBVERF3). */
  smsCode: boolean;
  /** The affiliate field is shown (the URL had no code, or its check failed). */
  affiliate: boolean;
}

export interface RegisterLayout {
  username: boolean;
  password: boolean;
  mobileNum: boolean;
  verificationCode: boolean;
  optional: OptionalRegisterField[];
  paymentPassword: boolean;
  affiliateCode: boolean;
  captcha: boolean;
}

/** Which fields the form shows for these options. */
export function registerLayout(o: Omit<RegisterSchemaOptions, 't'>): RegisterLayout {
  const on = (field: string) => o.rules[field]?.enabled === true;
  const mobile = o.mode === 'mobile';
  return {
    username: !mobile,
    password: !mobile || o.mobilePassword,
    mobileNum: mobile || on('mobileNum'),
    verificationCode: mobile && o.smsCode,
    optional: OPTIONAL_REGISTER_FIELDS.filter(on),
    paymentPassword: on('paymentPassword'),
    affiliateCode: o.affiliate && on('affiliateCode'),
    captcha: o.captcha,
  };
}

/** The shown fields the schema requires, so the form can mark them before submit. */
export function registerRequired(o: Omit<RegisterSchemaOptions, 't'>): ReadonlySet<string> {
  const layout = registerLayout(o);
  const { rules } = o;
  const required = new Set<string>(['terms']);
  if (layout.username) required.add('username');
  if (layout.password) required.add('password').add('confirmPassword');
  if (layout.mobileNum && (o.mode === 'mobile' || rules.mobileNum?.required === true))
    required.add('mobileNum');
  if (layout.verificationCode) required.add('verificationCode');
  if (layout.paymentPassword) required.add('paymentPassword');
  if (layout.affiliateCode && rules.affiliateCode?.required === true) required.add('affiliateCode');
  if (layout.captcha) required.add('captcha');
  for (const field of layout.optional) if (rules[field]?.required === true) required.add(field);
  return required;
}

export function buildRegisterSchema(o: RegisterSchemaOptions) {
  const { rules, t } = o;
  const layout = registerLayout(o);
  const optionalFields = Object.fromEntries(
    OPTIONAL_REGISTER_FIELDS.map((f) => [
      f,
      layout.optional.includes(f)
        ? ruleString(t, rules[f], { required: rules[f]?.required === true })
        : z.string().optional(),
    ]),
  ) as unknown as Record<OptionalRegisterField, z.ZodOptional<z.ZodString>>;
  const mobileRequired = o.mode === 'mobile' || rules.mobileNum?.required === true;
  const shape = {
    username: layout.username
      ? ruleString(t, rules.username, { required: true })
      : z.string().optional(),
    password: layout.password
      ? ruleString(t, rules.password, { required: true, trim: false })
      : z.string().optional(),
    confirmPassword: layout.password ? requiredString(t) : z.string().optional(),
    countryDialingCode: z.string(),
    mobileNum: layout.mobileNum
      ? ruleString(t, rules.mobileNum, { required: mobileRequired })
      : z.string().optional(),
    verificationCode: layout.verificationCode
      ? z
          .string()
          .trim()
          .min(1, { message: t(MESSAGE_KEYS.required) })
          .max(255, { message: t(MESSAGE_KEYS.codeTooLong) })
      : z.string().max(255).optional(),
    paymentPassword: layout.paymentPassword
      ? ruleString(t, rules.paymentPassword, { required: true, trim: false })
      : z.string().optional(),
    affiliateCode: layout.affiliateCode
      ? ruleString(t, rules.affiliateCode, { required: rules.affiliateCode?.required === true })
      : z.string().optional(),
    captcha: layout.captcha
      ? ruleString(t, rules.captcha, { required: true })
      : z.string().optional(),
    referralCode: z.string().optional(),
    terms: z.boolean().refine((v) => v, { message: t(MESSAGE_KEYS.terms) }),
    ...optionalFields,
  };
  return z.object(shape).superRefine((v, ctx) => {
    if (layout.password && v.confirmPassword && v.confirmPassword !== v.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: t(MESSAGE_KEYS.confirm) });
    }
    const mobile = v.mobileNum?.trim() ?? '';
    const ruleOk = !rules.mobileNum || matchesRule(mobile, rules.mobileNum);
    if (layout.mobileNum && mobile && ruleOk && !isValidMobile(mobile, v.countryDialingCode)) {
      ctx.addIssue({ code: 'custom', path: ['mobileNum'], message: t(MESSAGE_KEYS.mobile) });
    }
  });
}

export type RegisterValues = z.input<ReturnType<typeof buildRegisterSchema>>;
