// Validation messages are i18n keys of the `auth` namespace (validation.*), loaded by the
// account screens that hold the forms; schema builders take the app's translate function so
// every message arrives in the reader's language. Rebuild a schema when the language changes.

/** The translate function of the app (i18next's `t`, or anything with its shape). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export const MESSAGE_KEYS = {
  /** 'Input cannot be empty' */
  required: 'auth:validation.required',
  /** 'Please enter the username and password' */
  loginRequired: 'auth:validation.login_required',
  /** 'Incorrect confirmation input' */
  confirm: 'auth:validation.confirm_mismatch',
  /** The terms checkbox, literally 'not empty?' */
  terms: 'auth:validation.terms',
  /** 'Please enter a valid mobile number' */
  mobile: 'auth:validation.mobile_invalid',
  /** The verification code is longer than 255 characters */
  codeTooLong: 'auth:validation.code_too_long',
} as const;

/** `4 - 16`, or the single number when both bounds are equal (spec: one number when equal). */
export function lengthRange(minLength: number, maxLength: number): string {
  return minLength === maxLength ? String(minLength) : `${minLength} - ${maxLength}`;
}
