import { isApiError } from '@platform/api-client';
import type { TFunction } from '@platform/i18n';
import { errorMessage } from '@platform/site';

/** The contract calls' error codes and their texts (contracts namespace). */
const CODES: Record<string, string> = {
  'contract.terms.invalid': 'terms_invalid',
  'contract.terms.above.own': 'terms_above_own',
  'contract.own.missing': 'own_missing',
  'contract.payee.not.direct': 'payee_not_direct',
  'contract.offer.pending': 'offer_pending',
  'contract.downline.higher.rate': 'higher_rate',
  'contract.state.invalid': 'state_invalid',
  'contract.terminate.not.allowed': 'terminate_not_allowed',
  'not.found': 'not_found',
};

/** The translated text of a failed contract call. */
export function contractErrorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error) || !error.errorCode) return errorMessage(error, t);
  const key = CODES[error.errorCode];
  if (!key) return errorMessage(error, t);
  const value = (error.value ?? {}) as { tier?: unknown };
  return t(`contracts:errors.${key}`, { tier: typeof value.tier === 'number' ? value.tier : 1 });
}

/** The accounts named by a `contract.downline.higher.rate` refusal (empty for other errors). */
export function higherRateAccounts(error: unknown): string[] {
  if (!isApiError(error) || error.errorCode !== 'contract.downline.higher.rate') return [];
  const value = (error.value ?? {}) as { contracts?: { account?: unknown }[] };
  return (value.contracts ?? []).flatMap((c) => (typeof c.account === 'string' ? [c.account] : []));
}
