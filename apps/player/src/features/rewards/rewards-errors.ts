// Server error codes of rewards, in the rewards namespace (loaded with these screens);
// anything else goes through the site's own error mapping.
import { isApiError } from '@platform/api-client';
import type { TFunction } from '@platform/i18n';
import { errorMessage } from '@platform/site';

const CODES = new Set([
  'activity.claim.duplicate',
  'activity.deposit.required',
  'activity.unavailable',
  'mission.not.complete',
  'mission.claim.duplicate',
  'withdraw.wagering.required',
  'bonus.period.invalid',
  'bonus.period.too.long',
  'prom.claim.duplicate',
  'prom.claim.deposit.required',
  'prom.claim.unavailable',
  'idempotency.in.progress',
  'in_need_true_account',
]);

/** The words for a failed rewards call. */
export function rewardsError(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.errorCode && CODES.has(error.errorCode)) {
    const value = (error.value ?? {}) as Record<string, unknown>;
    return t(`rewards:errors.${error.errorCode.replace(/\./g, '_')}`, value);
  }
  return errorMessage(error, t);
}
