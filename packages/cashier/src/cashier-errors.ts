// Server error codes of the cashier and the inbox, in the cashier namespace (loaded with these
// screens, not at boot); anything else goes through the site's own error mapping.
import { isApiError } from '@platform/api-client';
import type { TFunction } from '@platform/i18n';
import { errorMessage } from '@platform/site';

const CODES = new Set([
  'in_need_true_account',
  'amount.format',
  'amount.zero',
  'amount.negative',
  'amount.decimals',
  'amount.out.of.range',
  'deposit.limit.exceeded',
  'deposit.channel.invalid',
  'deposit.fields.required',
  'withdraw.daily.count',
  'withdraw.vip.daily.count',
  'withdraw.vip.daily.amount',
  'bankcard.bank.invalid',
  'bankcard.number.invalid',
  'bankcard.name.mismatch',
  'bankcard.duplicate',
  'bankcard.limit',
  'bankcard.not.found',
  'payment.password.not.set',
  'payment.password.exists',
  'payment.password.invalid',
  'payment.password.locked',
  'payment.password.rule.err',
  'payment.password.confirm.err',
  'receipt.proof.required',
  'receipt.image.invalid',
  'receipt.image.too.large',
  'transaction.state.invalid',
  'idempotency.key.reused',
  'idempotency.in.progress',
]);

/** The words for a failed cashier call. */
export function cashierError(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.errorCode) {
    const code = error.errorCode;
    const value = (error.value ?? {}) as Record<string, unknown>;
    if (code === 'account.balance.not.enough') return t('cashier:errors.balance_not_enough');
    // Rewards still need turnover (their texts are the rewards' namespace, loaded by the page).
    if (code === 'withdraw.wagering.required')
      return t('rewards:errors.withdraw_wagering_required', value);
    if (CODES.has(code)) {
      const period = typeof value.period === 'string' ? t(`cashier:period.${value.period}`) : '';
      return t(`cashier:errors.${code.replace(/\./g, '_')}`, {
        ...value,
        period,
        seconds: value.retryAfterSeconds ?? 60,
      });
    }
  }
  return errorMessage(error, t);
}
