// Server error codes of the account and responsible-gaming calls, in the account namespace
// (loaded with these screens); anything else goes through the site's own error mapping.
import { isApiError } from '@platform/api-client';
import { formatBytes } from './format';
import type { TFunction } from '@platform/i18n';
import { errorMessage } from '@platform/site';

const KEYS: Record<string, string> = {
  'account.password.invalid': 'password_invalid',
  'profile.field.readonly': 'field_readonly',
  'profile.field.invalid': 'field_invalid',
  'profile.payee.fixed': 'payee_fixed',
  'avatar.invalid': 'avatar_invalid',
  'avatar.too.large': 'avatar_too_large',
  'googleauth.exists': 'google_exists',
  'googleauth.not.started': 'google_not_started',
  'googleauth.not.enabled': 'google_not_enabled',
  'googleauth.required': 'google_required',
  'googleauth.code.invalid': 'google_code_invalid',
  'exists.mobile.err': 'mobile_exists',
  'too.many.requests': 'too_many',
  'login.locked': 'too_many',
  'amount.format': 'amount_format',
  'amount.zero': 'amount_zero',
  'amount.negative': 'amount_negative',
  'amount.decimals': 'amount_decimals',
};

/** The words for a failed account call. */
export function accountError(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.errorCode) {
    const key = KEYS[error.errorCode];
    const value = (error.value ?? {}) as Record<string, unknown>;
    if (key) {
      return t(`account:errors.${key}`, {
        ...value,
        seconds: value.retryAfterSeconds ?? 60,
        size: typeof value.maxBytes === 'number' ? formatBytes(value.maxBytes) : '',
      });
    }
  }
  return errorMessage(error, t);
}

/** The field a `profile.field.*` error names, if any. */
export function errorField(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const field = (error.value as { field?: unknown } | null)?.field;
  return typeof field === 'string' ? field : null;
}
