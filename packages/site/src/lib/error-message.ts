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
  // Game launch and play (texts in the player's `shell` namespace, loaded at boot).
  'trial.account.denied': 'shell:errors.in_need_true_account',
  'game.maintenance': 'shell:errors.game_maintenance',
  'account.balance.not.enough': 'shell:errors.balance_not_enough',
  'lottery.draw.closed': 'shell:errors.draw_closed',
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
