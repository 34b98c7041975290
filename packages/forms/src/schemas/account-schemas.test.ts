import { describe, expect, it } from 'vitest';
import { fakeT } from '../test/fake-t';
import {
  buildChangePasswordSchema,
  buildForgotEmailSchema,
  buildForgotPhoneSchema,
  buildPasswordLoginSchema,
  buildSmsLoginSchema,
} from './account-schemas';

const rule = (
  acceptedPattern: string,
  patternId: number,
  minLength: number,
  maxLength: number,
) => ({
  enabled: true,
  required: true,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});
const password = rule('^[A-Za-z0-9]+$', 4, 6, 20);

const issues = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  r.success
    ? {}
    : Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('sign-in schemas', () => {
  it('trims and requires username and password, and the captcha only when shown', () => {
    const s = buildPasswordLoginSchema(fakeT, { captcha: false });
    const parsed = s.parse({ username: '  demo  ', password: ' pw ', rememberMe: false });
    expect(parsed).toMatchObject({ username: 'demo', password: 'pw' });
    expect(issues(s.safeParse({ username: ' ', password: '', rememberMe: false }))).toEqual({
      username: 'auth:validation.login_required',
      password: 'auth:validation.login_required',
    });
    const withCaptcha = buildPasswordLoginSchema(fakeT, { captcha: true });
    expect(
      issues(withCaptcha.safeParse({ username: 'a', password: 'b', captcha: '', rememberMe: true }))
        .captcha,
    ).toBe('auth:validation.required');
  });

  it('needs a valid mobile number and the SMS code', () => {
    const s = buildSmsLoginSchema(fakeT, { captcha: false });
    expect(
      issues(
        s.safeParse({
          countryDialingCode: '65',
          mobileNum: '1234',
          verificationCode: '',
          rememberMe: false,
        }),
      ),
    ).toEqual({
      mobileNum: 'auth:validation.mobile_invalid',
      verificationCode: 'auth:validation.required',
    });
    expect(
      s.safeParse({
        countryDialingCode: '65',
        mobileNum: '81234567',
        verificationCode: '123456',
        rememberMe: false,
      }).success,
    ).toBe(true);
  });
});

describe('password schemas', () => {
  it('change: old password unless forced, the password rule, an equal confirmation', () => {
    const s = buildChangePasswordSchema(fakeT, { askOld: true, passwordRule: password });
    expect(
      issues(s.safeParse({ oldPassword: '', newPassword: 'ab', confirmNewPassword: 'ac' })),
    ).toEqual({
      oldPassword: 'auth:validation.required',
      newPassword: 'auth:validation.reg_pattern_4 {"range":"6 - 20"}',
      confirmNewPassword: 'auth:validation.confirm_mismatch',
    });
    const forced = buildChangePasswordSchema(fakeT, { askOld: false, passwordRule: password });
    expect(forced.safeParse({ newPassword: 'abc123', confirmNewPassword: 'abc123' }).success).toBe(
      true,
    );
  });

  it('forgot by e-mail: username rule and a valid address', () => {
    const s = buildForgotEmailSchema(fakeT, { username: rule('^[A-Za-z][A-Za-z0-9]*$', 1, 4, 16) });
    expect(issues(s.safeParse({ username: '9abc', email: 'x' }))).toEqual({
      username: 'auth:validation.reg_pattern_1 {"range":"4 - 16"}',
      email: 'auth:validation.reg_pattern_3 {"range":"3 - 128"}',
    });
  });

  it('forgot by phone: mobile, code and the password rule', () => {
    const s = buildForgotPhoneSchema(fakeT, { password });
    expect(
      issues(
        s.safeParse({
          countryDialingCode: '65',
          mobileNum: '',
          verificationCode: '',
          newPassword: '',
        }),
      ),
    ).toEqual({
      mobileNum: 'auth:validation.required',
      verificationCode: 'auth:validation.required',
      newPassword: 'auth:validation.required',
    });
  });
});
