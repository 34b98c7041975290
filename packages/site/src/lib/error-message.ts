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
  'member.locked': 'errors:account_locked',
  'unknown.system.err': 'errors:unknown',
  'system.not.available': 'errors:maintenance',
  // Accounts: sign-in, registration, passwords, phone verification (their texts live in the auth
  // namespace, loaded by the account screens that make these calls).
  'login.cred.err': 'auth:errors.login.credentials',
  'login.locked': 'auth:errors.login.locked',
  'captcha.required': 'auth:errors.login.captcha_required',
  'captcha.invalid': 'auth:errors.login.captcha_invalid',
  'login.not.agent': 'auth:errors.login.not_agent',
  'login.not.member': 'auth:errors.login.not_member',
  'login.verify.invalid': 'auth:errors.login.verify_invalid',
  'remember.invalid': 'auth:errors.login.remember_invalid',
  'human.check.failed': 'auth:errors.login.human_check',
  'social.login.failed': 'auth:errors.login.social_failed',
  'not.exists.user': 'errors:user_not_exist',
  'not.exists.mail': 'errors:user_not_exist',
  'exists.username.err': 'auth:errors.account.username_exists',
  'exists.mobile.err': 'auth:errors.account.mobile_exists',
  'register.field.invalid': 'auth:errors.account.field_invalid',
  'affiliate.invalid': 'errors:invalid_invitation',
  'password.old.invalid': 'auth:errors.account.old_password',
  'password.rule.err': 'auth:errors.account.password_rule',
  'password.confirm.err': 'auth:errors.account.confirm',
  'sms.phone.invalid': 'auth:errors.phone.invalid_number',
  'sms.phone.missing': 'auth:errors.phone.missing_number',
  'sms.too.many': 'auth:errors.phone.too_many',
  'sms.resend.wait': 'auth:errors.phone.resend_wait',
  'sms.code.invalid': 'auth:errors.phone.invalid_code',
  'sms.code.missing': 'auth:errors.phone.missing_code',
  'sms.code.expired': 'auth:errors.phone.code_expired',
  'sms.quota.exceeded': 'auth:errors.phone.quota_exceeded',
  // The SMS or e-mail provider did not take the code or mail: never shown as sent.
  'delivery.failed': 'auth:errors.delivery_failed',
  'firebase.token.invalid': 'auth:errors.phone.token_invalid',
  // Content calls (their texts live in the content namespace, loaded by the screens that make them).
  'prom.claim.duplicate': 'content:errors.claim_duplicate',
  'prom.claim.unavailable': 'content:errors.claim_unavailable',
  'prom.claim.deposit.required': 'content:errors.claim_deposit_required',
  'activity.unavailable': 'content:errors.activity_unavailable',
  'feedback.content.invalid': 'content:errors.feedback_content',
  'feedback.image.invalid': 'content:errors.feedback_image',
  'feedback.image.too.large': 'content:errors.feedback_image_size',
  'chat.content.invalid': 'content:errors.chat_content',
  // Any upload (feedback images, withdrawal proofs, avatars): too many pixels.
  'image.pixels.too.many': 'errors:image_pixels',
  // Game launch and play (texts in the player's `shell` namespace, loaded at boot).
  'trial.account.denied': 'shell:errors.in_need_true_account',
  'game.maintenance': 'shell:errors.game_maintenance',
  'account.balance.not.enough': 'shell:errors.balance_not_enough',
  'lottery.draw.closed': 'shell:errors.draw_closed',
};

/** Seconds to wait, when the server says (login.locked, sms.resend.wait). */
function retryAfter(value: unknown): number | undefined {
  const seconds = (value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : undefined;
}

/** The numeric limits an error names in its value (image.pixels.too.many), for its text. */
function limits(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

/** The translated text of a server error code the catalogue knows, or null when it has none. */
export function errorCodeText(code: string, t: TFunction): string | null {
  const key = CODE_KEYS[code];
  return key ? t(key, { seconds: 60 }) : null;
}

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
  if (key) return t(key, { ...limits(error.value), seconds: retryAfter(error.value) ?? 60 });
  if (error.kind === 'session') return t('errors:session_expired');
  return error.message && error.message !== error.errorCode ? error.message : t('errors:unknown');
}
