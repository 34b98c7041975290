// Small pieces the loyalty screens share: a section card, money in the member's currency, a
// percent, a progress bar, and the words for a failed call.
import { isApiError } from '@platform/api-client';
import { walletQueries } from '@platform/api-client/queries/wallet';
import { useApi } from '@platform/api-client/react';
import { formatMoney, formatNumber, type TFunction } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { errorMessage } from '@platform/site';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

export { ProgressBar as Bar, SectionCard as Card } from '@platform/ui';

/** Money (a decimal string) in the member's currency, and a percent, in the page's language. */
export function useFormats() {
  const api = useApi();
  const { t } = useTranslation('loyalty');
  const { language } = useLanguage();
  const { data } = useQuery(walletQueries(api).balance());
  const symbol = data?.currencySymbol ?? '';
  const money = useCallback(
    (amount: string) => formatMoney(amount, language, { symbol }),
    [language, symbol],
  );
  const percent = useCallback(
    (rate: string) => t('percent', { rate: formatNumber(rate, language) }),
    [language, t],
  );
  return { money, percent, language };
}

const CODES = new Set([
  'rebate.nothing.accrued',
  'rebate.below.minimum',
  'rebate.claim.duplicate',
  'idempotency.in.progress',
]);

/** The words for a failed loyalty call. */
export function loyaltyError(error: unknown, t: TFunction, money: (v: string) => string): string {
  if (isApiError(error) && error.errorCode && CODES.has(error.errorCode)) {
    const value = (error.value ?? {}) as Record<string, unknown>;
    const amounts = Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? money(v) : v]),
    );
    return t(`loyalty:errors.${error.errorCode.replace(/\./g, '_')}`, amounts);
  }
  return errorMessage(error, t);
}
