import type { OptionalRegisterField } from '@platform/forms';

export type RegisterFormValues = {
  username?: string | undefined;
  password?: string | undefined;
  confirmPassword?: string | undefined;
  countryDialingCode: string;
  mobileNum?: string | undefined;
  verificationCode?: string | undefined;
  paymentPassword?: string | undefined;
  affiliateCode?: string | undefined;
  captcha?: string | undefined;
  referralCode?: string | undefined;
  terms: boolean;
} & Partial<Record<OptionalRegisterField, string | undefined>>;

export const EMPTY_REGISTER_VALUES: RegisterFormValues = {
  username: '',
  password: '',
  confirmPassword: '',
  countryDialingCode: '',
  mobileNum: '',
  verificationCode: '',
  paymentPassword: '',
  affiliateCode: '',
  captcha: '',
  referralCode: '',
  terms: false,
  payeeName: '',
  email: '',
  qqNum: '',
  recommenderId: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
};
