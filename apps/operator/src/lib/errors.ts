// A translated message for a failed call: the operator API's own codes have their texts in the
// console's catalog; anything else is the generic text of the errors namespace.
import { isApiError } from '@platform/api-client';
import type { TFunction } from '@platform/i18n';

const CODE_KEYS: Record<string, string> = {
  'staff.login.invalid': 'operatorConsole:errors.login_invalid',
  'staff.login.wait': 'operatorConsole:errors.login_wait',
  'staff.locked': 'operatorConsole:errors.staff_locked',
  'staff.challenge.invalid': 'operatorConsole:errors.challenge_invalid',
  'staff.code.invalid': 'operatorConsole:errors.code_invalid',
  'operator.forbidden': 'operatorConsole:errors.forbidden',
  'operator.session.invalid': 'operatorConsole:errors.session_ended',
  'transaction.state.invalid': 'operatorConsole:errors.state_invalid',
  'withdrawal.four.eyes': 'operatorConsole:errors.four_eyes',
  'not.found': 'operatorConsole:errors.not_found',
  'too.many.requests': 'errors:too_many_requests',
  'request.param.err': 'errors:request_param',
  'livechat.taken': 'operatorConsole:live_chat.errors.taken',
  'livechat.not.yours': 'operatorConsole:live_chat.errors.not_yours',
  'livechat.closed': 'operatorConsole:live_chat.errors.closed',
  'livechat.staff.only': 'operatorConsole:live_chat.errors.staff_only',
  'feedback.answered': 'operatorConsole:feedback.errors.answered',
  'feedback.anonymous': 'operatorConsole:feedback.no_inbox',
  'game.window.invalid': 'operatorConsole:games.bad_window',
  'settlement.period.invalid': 'operatorConsole:agents.period_invalid',
  'vip.level.in.use': 'operatorConsole:settings.vip_in_use',
};

export function consoleError(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    const key = error.errorCode ? CODE_KEYS[error.errorCode] : undefined;
    if (key) {
      const seconds = (error.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
      return String(t(key, { seconds: typeof seconds === 'number' ? seconds : 60 }));
    }
    if (error.kind === 'network' || error.kind === 'timeout') return String(t('errors:network'));
  }
  return String(t('errors:unknown'));
}
