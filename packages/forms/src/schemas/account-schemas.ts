// Schemas of the sign-in, password and forgot-password forms.
import type { RegisterFieldRule } from '@platform/api-client';
import { z } from 'zod';
import { MESSAGE_KEYS, type Translate } from '../messages';
import { isValidMobile } from '../phone';
import { matchesRule } from '@platform/rules';
import { requiredString, ruleString } from './rule-string';

/** A mobile number for the dialling code in the same object, checked by the server rule too. */
function mobileField(t: Translate, rule: RegisterFieldRule | undefined) {
  return ruleString(t, rule, { required: true });
}

function refineMobile(t: Translate, rule: RegisterFieldRule | undefined) {
  return (v: { mobileNum: string; countryDialingCode: string }, ctx: z.RefinementCtx) => {
    const ruleOk = !rule || matchesRule(v.mobileNum, rule);
    if (v.mobileNum && ruleOk && !isValidMobile(v.mobileNum, v.countryDialingCode)) {
      ctx.addIssue({ code: 'custom', path: ['mobileNum'], message: t(MESSAGE_KEYS.mobile) });
    }
  };
}

/** Username and password (trimmed, required), the captcha when shown, remember me. */
export function buildPasswordLoginSchema(t: Translate, o: { captcha: boolean }) {
  return z.object({
    username: requiredString(t, MESSAGE_KEYS.loginRequired),
    password: requiredString(t, MESSAGE_KEYS.loginRequired),
    captcha: o.captcha ? requiredString(t) : z.string().optional(),
    rememberMe: z.boolean(),
  });
}

/** Mobile number (valid for the country and the server rule), SMS code, captcha when shown. */
export function buildSmsLoginSchema(
  t: Translate,
  o: { captcha: boolean; mobileRule?: RegisterFieldRule | undefined },
) {
  return z
    .object({
      countryDialingCode: z.string(),
      mobileNum: mobileField(t, o.mobileRule),
      verificationCode: requiredString(t).pipe(
        z.string().max(255, { message: t(MESSAGE_KEYS.codeTooLong) }),
      ),
      captcha: o.captcha ? requiredString(t) : z.string().optional(),
      rememberMe: z.boolean(),
    })
    .superRefine(refineMobile(t, o.mobileRule));
}

/** Old password (unless the forced flow), new password by the password rule, equal confirmation. */
export function buildChangePasswordSchema(
  t: Translate,
  o: { askOld: boolean; passwordRule?: RegisterFieldRule | undefined },
) {
  return z
    .object({
      oldPassword: o.askOld ? requiredString(t) : z.string().optional(),
      newPassword: ruleString(t, o.passwordRule, { required: true, trim: false }),
      confirmNewPassword: requiredString(t),
    })
    .superRefine((v, ctx) => {
      if (v.confirmNewPassword && v.confirmNewPassword !== v.newPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmNewPassword'],
          message: t(MESSAGE_KEYS.confirm),
        });
      }
    });
}

/** Forgot by e-mail: username (username rule) and a valid e-mail address. */
export function buildForgotEmailSchema(
  t: Translate,
  rules: { username?: RegisterFieldRule | undefined; email?: RegisterFieldRule | undefined },
) {
  const emailRule: RegisterFieldRule = rules.email ?? {
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
    patternId: 3,
    minLength: 3,
    maxLength: 128,
  };
  return z.object({
    username: ruleString(t, rules.username, { required: true }),
    email: ruleString(t, emailRule, { required: true }),
  });
}

/** Forgot by phone: mobile (mobile rule), SMS code, new password (password rule). */
export function buildForgotPhoneSchema(
  t: Translate,
  rules: { mobileNum?: RegisterFieldRule | undefined; password?: RegisterFieldRule | undefined },
) {
  return z
    .object({
      countryDialingCode: z.string(),
      mobileNum: mobileField(t, rules.mobileNum),
      verificationCode: requiredString(t).pipe(
        z.string().max(255, { message: t(MESSAGE_KEYS.codeTooLong) }),
      ),
      newPassword: ruleString(t, rules.password, { required: true, trim: false }),
    })
    .superRefine(refineMobile(t, rules.mobileNum));
}
