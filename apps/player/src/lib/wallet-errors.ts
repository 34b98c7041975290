// Server error codes of the wallet calls, in the wallet namespace (loaded with these screens);
// anything else goes through the site's own error mapping.
import { isApiError } from '@platform/api-client';
import type { TFunction } from '@platform/i18n';
import { errorMessage } from '@platform/site';

const CODES = new Set([
  'amount.format',
  'amount.zero',
  'amount.negative',
  'amount.decimals',
  'wallet.transfer.same',
  'wallet.vendor.invalid',
  'game.maintenance',
  'function.not.available',
  'in_need_true_account',
  'upline.not.found',
  'account.transfer.exceed.min',
  'account.transfer.exceed.max',
  'payment.password.not.set',
  'payment.password.invalid',
  'payment.password.locked',
  'idempotency.key.reused',
  'idempotency.in.progress',
]);

/** The words for a failed wallet call; `money` formats the amounts an error names. */
export function walletError(error: unknown, t: TFunction, money: (v: string) => string): string {
  if (isApiError(error) && error.errorCode) {
    const code = error.errorCode;
    const value = (error.value ?? {}) as Record<string, unknown>;
    if (code === 'account.balance.not.enough') return t('wallet:errors.balance_not_enough');
    if (CODES.has(code)) {
      return t(`wallet:errors.${code.replace(/\./g, '_')}`, {
        decimals: value.decimals ?? 2,
        min: typeof value.min === 'string' ? money(value.min) : '',
        max: typeof value.max === 'string' ? money(value.max) : '',
        seconds: value.retryAfterSeconds ?? 60,
      });
    }
  }
  return errorMessage(error, t);
}
