// Register validator config of the demo merchant. patternId selects the pattern of the
// catalogue in @platform/rules and the message the forms package shows (reg_pattern_<id>).

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
