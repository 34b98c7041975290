import { isApiError } from '@platform/api-client';
import type { TFunction } from '@platform/i18n';

/** Server error codes that have their own translated text. */
const CODE_KEYS: Record<string, string> = {
  'request.param.err': 'errors:request_param',
  'merchant.acct.setup.err': 'errors:merchant_setup',
  'function.not.available': 'errors:function_not_available',
  'too.many.requests': 'errors:too_many_requests',
  'access.restricted': 'errors:access_restricted',
  'login.not.session': 'errors:not_logged_in',
  'user.or.token.invalid': 'errors:session_expired',
  'user.token.expired': 'errors:session_expired',
  'unknown.system.err': 'errors:unknown',
  // Content calls (their texts live in the content namespace, loaded by the screens that make them).
  'prom.claim.duplicate': 'content:errors.claim_duplicate',
  'prom.claim.unavailable': 'content:errors.claim_unavailable',
  'activity.unavailable': 'content:errors.activity_unavailable',
  'feedback.content.invalid': 'content:errors.feedback_content',
  'feedback.image.invalid': 'content:errors.feedback_image',
  'feedback.image.too.large': 'content:errors.feedback_image_size',
  'chat.content.invalid': 'content:errors.chat_content',
};

/**
 * The one place an error becomes words: network and timeout failures get the spec's texts,
 * known codes their translation, other server failures the server's own message (upstream
 * shows it verbatim), and anything else 'Unknown error'.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors:unknown');
  if (error.kind === 'network') return t('errors:network');
  if (error.kind === 'timeout') return t('errors:timeout');
  const key = error.errorCode ? CODE_KEYS[error.errorCode] : undefined;
  if (key) return t(key);
  if (error.kind === 'session') return t('errors:session_expired');
  return error.message && error.message !== error.errorCode ? error.message : t('errors:unknown');
}
