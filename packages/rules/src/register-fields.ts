// The optional register fields: shown, required and checked as the merchant's register
// validator config says, in form order. The server checks them and the forms render them.
export const OPTIONAL_REGISTER_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;

export type OptionalRegisterField = (typeof OPTIONAL_REGISTER_FIELDS)[number];
