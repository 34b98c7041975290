// Server error codes of the points mall, in the pointMall namespace (loaded with the page, not
// at boot); anything else goes through the site's own error mapping.
import { isApiError } from '@platform/api-client';
import type { TFunction } from '@platform/i18n';
import { errorMessage } from '@platform/site';

const CODES = new Set([
  'point.balance.not.enough',
  'point.reward.out.of.stock',
  'point.reward.unavailable',
  'point.quantity.invalid',
  'point.amount.requirement',
  'point.password.invalid',
  'point.password.locked',
  'point.convert.zero',
  'point.convert.over.balance',
  'point.convert.minimum',
  'in_need_true_account',
  'idempotency.key.reused',
  'idempotency.in.progress',
]);

/** The words for a failed points call; `money` formats the amounts the error carries. */
export function pointError(
  error: unknown,
  t: TFunction,
  money: (amount: string) => string,
): string {
  if (isApiError(error) && error.errorCode && CODES.has(error.errorCode)) {
    const value = (error.value ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof value[key] === 'string' ? money(value[key]) : '');
    return t(`pointMall:errors.${error.errorCode.replace(/\./g, '_')}`, {
      ...value,
      required: typeof value.required === 'string' ? text('required') : value.required,
      validBets: text('validBets'),
      seconds: value.retryAfterSeconds ?? 60,
    });
  }
  return errorMessage(error, t);
}
