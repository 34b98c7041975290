// Register validator config of the demo merchant. patternId selects the message the forms
// package shows (reg_pattern_<id>); acceptedPattern is JavaScript regular-expression
// source, with `*` meaning anything.

/** The pattern catalogue shared with @platform/forms, by patternId. */
export const PATTERNS: Record<number, string> = {
  0: '*', // any characters
  1: '^[A-Za-z][A-Za-z0-9]*$', // a letter first, then letters or digits
  2: '^[\\u4e00-\\u9fa50-9]+$', // Chinese characters and digits
  3: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$', // e-mail address
  4: '^[A-Za-z0-9]+$', // letters and digits
  5: '^(?=.*[A-Z]).+$', // must contain an uppercase letter
  6: '^[0-9]+$', // digits only
  7: '^[A-Za-z ]+$', // English letters and spaces
  8: '^\\S+$', // no spaces
  9: '^[\\u4e00-\\u9fa5\\u00b7\\u3002\\uff0c\\u3001.,]+$', // Chinese with punctuation
  10: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', // date yyyy-MM-dd
  11: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$', // date MM-dd-yyyy
  12: '^[\\uac00-\\ud7a3]+$', // Korean only
  13: '^[\\u0e00-\\u0e7f]+$', // Thai only
  14: '^[\\u0e00-\\u0e7fA-Za-z ]+$', // Thai or English with spaces
  15: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$', // strong password
};

export interface RegisterFieldSeed {
  field: string;
  enabled: boolean;
  required: boolean;
  patternId: number;
  minLength: number;
  maxLength: number;
  type: 'text' | 'password' | 'email' | 'tel';
}

const rule = (
  field: string,
  patternId: number,
  minLength: number,
  maxLength: number,
  type: RegisterFieldSeed['type'],
  enabled: boolean,
  required: boolean,
): RegisterFieldSeed => ({ field, patternId, minLength, maxLength, type, enabled, required });

export const DEMO_REGISTER_FIELDS: readonly RegisterFieldSeed[] = [
  rule('username', 1, 4, 16, 'text', true, true),
  rule('password', 4, 6, 20, 'password', true, true),
  rule('mobileNum', 6, 6, 15, 'tel', true, true),
  rule('captcha', 4, 4, 4, 'text', true, true),
  rule('payeeName', 7, 2, 50, 'text', true, false),
  rule('email', 3, 6, 64, 'email', true, false),
  rule('affiliateCode', 4, 4, 20, 'text', true, false),
  rule('recommenderId', 4, 4, 16, 'text', true, false),
  rule('whatsapp', 6, 6, 15, 'tel', true, false),
  rule('qqNum', 6, 5, 12, 'text', false, false),
  rule('paymentPassword', 6, 6, 6, 'password', false, false),
  rule('line', 8, 3, 30, 'text', false, false),
  rule('facebook', 8, 5, 50, 'text', false, false),
  rule('wechat', 8, 6, 20, 'text', false, false),
  rule('idNumber', 4, 6, 20, 'text', false, false),
];
