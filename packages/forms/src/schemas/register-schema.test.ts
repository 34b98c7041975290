import type { RegisterValidators } from '@platform/api-client';
import { describe, expect, it } from 'vitest';
import { patternOf } from '@platform/rules';
import { fakeT } from '../test/fake-t';
import {
  buildRegisterSchema,
  registerLayout,
  registerRequired,
  type RegisterSchemaOptions,
} from './register-schema';

const r = (
  patternId: number,
  minLength: number,
  maxLength: number,
  enabled = true,
  required = false,
) => ({
  enabled,
  required,
  patternId,
  minLength,
  maxLength,
  acceptedPattern: patternOf(patternId),
});

const RULES: RegisterValidators = {
  username: r(1, 4, 16, true, true),
  password: r(4, 6, 20, true, true),
  mobileNum: r(6, 6, 15, true, false),
  captcha: r(4, 4, 4, true, true),
  payeeName: r(7, 2, 50, true, true),
  email: r(3, 6, 64, true, false),
  affiliateCode: r(4, 4, 20, true, false),
  qqNum: r(6, 5, 12, false, false),
  paymentPassword: r(6, 6, 6, true, false),
};

const options = (over: Partial<RegisterSchemaOptions> = {}): RegisterSchemaOptions => ({
  rules: RULES,
  mode: 'username',
  t: fakeT,
  captcha: true,
  mobilePassword: true,
  smsCode: true,
  affiliate: true,
  ...over,
});

const valid = {
  username: 'player1',
  password: 'secret1',
  confirmPassword: 'secret1',
  countryDialingCode: '65',
  mobileNum: '81234567',
  verificationCode: '',
  paymentPassword: '123456',
  affiliateCode: '',
  captcha: 'AB12',
  terms: true,
  payeeName: 'John Smith',
  email: '',
};

function errors(values: Record<string, unknown>, o = options()) {
  const result = buildRegisterSchema(o).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('register schema', () => {
  it('accepts a complete form', () => {
    expect(errors(valid)).toEqual({});
  });

  it('always requires username, password, confirmation, payment password (when shown) and terms', () => {
    const e = errors({
      ...valid,
      username: ' ',
      password: '',
      confirmPassword: '',
      paymentPassword: '',
      terms: false,
    });
    expect(e.username).toBe('auth:validation.required');
    expect(e.password).toBe('auth:validation.required');
    expect(e.confirmPassword).toBe('auth:validation.required');
    expect(e.paymentPassword).toBe('auth:validation.required');
    expect(e.terms).toBe('auth:validation.terms');
  });

  it('requires configured-required fields, leaves optional ones free, checks whatever is filled', () => {
    expect(errors({ ...valid, payeeName: '' }).payeeName).toBe('auth:validation.required');
    expect(errors({ ...valid, email: '' }).email).toBeUndefined();
    expect(errors({ ...valid, email: 'nope' }).email).toBe(
      'auth:validation.reg_pattern_3 {"range":"6 - 64"}',
    );
    expect(errors({ ...valid, username: '1abc' }).username).toBe(
      'auth:validation.reg_pattern_1 {"range":"4 - 16"}',
    );
    expect(errors({ ...valid, captcha: 'ABC' }).captcha).toBe(
      'auth:validation.reg_pattern_4 {"range":"4"}',
    );
    expect(errors({ ...valid, affiliateCode: 'a!' }).affiliateCode).toBe(
      'auth:validation.reg_pattern_4 {"range":"4 - 20"}',
    );
  });

  it('wants the confirmation equal to the password', () => {
    expect(errors({ ...valid, confirmPassword: 'secret2' }).confirmPassword).toBe(
      'auth:validation.confirm_mismatch',
    );
  });

  it('checks the mobile number for the chosen country and the server rule', () => {
    expect(errors({ ...valid, mobileNum: '12345678' }).mobileNum).toBe(
      'auth:validation.mobile_invalid',
    );
    expect(
      errors({ ...valid, countryDialingCode: '86', mobileNum: '13812345678' }).mobileNum,
    ).toBeUndefined();
    expect(errors({ ...valid, mobileNum: '8123a567' }).mobileNum).toBe(
      'auth:validation.reg_pattern_6 {"range":"6 - 15"}',
    );
  });

  it('in mobile mode requires number and SMS code (0 to 255 characters), and no username', () => {
    const o = options({ mode: 'mobile' });
    const e = errors({ ...valid, username: '', mobileNum: '', verificationCode: '' }, o);
    expect(e.username).toBeUndefined();
    expect(e.mobileNum).toBe('auth:validation.required');
    expect(e.verificationCode).toBe('auth:validation.required');
    expect(errors({ ...valid, verificationCode: 'x'.repeat(256) }, o).verificationCode).toBe(
      'auth:validation.code_too_long',
    );
    expect(errors({ ...valid, verificationCode: '123456' }, o)).toEqual({});
  });

  it('leaves out what is not shown: captcha off, affiliate checked by URL, password off in mobile mode', () => {
    const o = options({
      captcha: false,
      affiliate: false,
      mode: 'mobile',
      mobilePassword: false,
      smsCode: false,
    });
    expect(
      errors({ ...valid, captcha: '', affiliateCode: 'a!', password: '', confirmPassword: '' }, o),
    ).toEqual({});
  });

  it('lays out the fields each flag turns on', () => {
    expect(registerLayout(options())).toMatchObject({
      username: true,
      password: true,
      mobileNum: true,
      verificationCode: false,
      optional: ['payeeName', 'email'],
      paymentPassword: true,
      affiliateCode: true,
      captcha: true,
    });
    expect(registerLayout(options({ mode: 'mobile', mobilePassword: false }))).toMatchObject({
      username: false,
      password: false,
      mobileNum: true,
      verificationCode: true,
    });
  });

  it('lists the shown fields the schema requires, and each one refuses an empty value', () => {
    const required = registerRequired(options());
    expect([...required].sort()).toEqual(
      [
        'terms',
        'username',
        'password',
        'confirmPassword',
        'paymentPassword',
        'captcha',
        'payeeName',
      ].sort(),
    );
    const empty: Record<string, string> = errors({
      ...valid,
      ...Object.fromEntries([...required].map((f) => [f, ''])),
    });
    for (const field of required) expect(empty[field], field).toBeDefined();
    // Mobile mode: the number and the SMS code, not the username.
    const mobile = registerRequired(options({ mode: 'mobile' }));
    expect(mobile.has('mobileNum')).toBe(true);
    expect(mobile.has('verificationCode')).toBe(true);
    expect(mobile.has('username')).toBe(false);
  });
});
