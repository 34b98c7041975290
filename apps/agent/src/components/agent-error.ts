import { isApiError } from '@platform/api-client';
import type { TFunction } from '@platform/i18n';
import { errorMessage } from '@platform/site';

/** The agent calls' error codes and their texts (agentConsole namespace). */
const AGENT_CODES: Record<string, string> = {
  'agent.sort.invalid': 'sort_invalid',
  'agent.page.size.invalid': 'page_size_invalid',
  'agent.period.invalid': 'period_invalid',
  'agent.period.too.long': 'period_too_long',
  'agent.rebate.too.high': 'rebate_too_high',
  'agent.affiliate.expiry.invalid': 'affiliate_expiry_invalid',
  'agent.promote.invalid': 'promote_invalid',
  'agent.transfer.balance.not.enough': 'balance_not_enough',
  'agent.transfer.self': 'transfer_self',
  'payment.password.invalid': 'payment_password_invalid',
  'payment.password.not.set': 'payment_password_not_set',
  'not.found': 'not_found',
};

/** The translated text of a failed agent call. */
export function agentErrorMessage(error: unknown, t: TFunction): string {
  const code = isApiError(error) ? error.errorCode : undefined;
  const key = code ? AGENT_CODES[code] : undefined;
  return key ? t(`agentConsole:errors.${key}`) : errorMessage(error, t);
}
