import type { ContractKind } from '@platform/api-client/queries/contracts';
import { formatMoney, formatNumber } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { useCallback } from 'react';
import { fractionToPercent } from './rates';

/**
 * A settlement's applied rate as people read it: "1.2 %", a dividend's fraction as its percent
 * ("35 %"), a fixed amount as money, real-time as "on lost / on other bets".
 */
export function useRateText() {
  const { t } = useTranslation('contracts');
  const { language } = useLanguage();
  return useCallback(
    (kind: ContractKind, rate: string | null, rateType: 'P' | 'F' | null) => {
      if (rate === null) return '—';
      if (rateType === 'F') return formatMoney(rate, language);
      const percent = (value: string) =>
        t('terms.percent', { rate: formatNumber(value, language, 4) });
      if (kind === 'dividend') return percent(fractionToPercent(rate));
      if (kind === 'realtime') {
        const [profit = '0', loss = '0'] = rate.split('/');
        return `${percent(loss)} / ${percent(profit)}`;
      }
      return percent(rate);
    },
    [t, language],
  );
}
