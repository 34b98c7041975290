import type { components } from '@platform/api-client';
import { formatNumber } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { useFormats } from './use-formats';

type Config = components['schemas']['PointConfig'];

/** How points are earned (per game category) and converted; points never expire. */
export function EarningRules({ config }: { config: Config }) {
  const { t } = useTranslation('pointMall');
  const { language } = useLanguage();
  const format = useFormats(config.currencySymbol);
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="earning-rules">
      <section
        aria-labelledby="earn-title"
        className="rounded-lg border border-border bg-surface p-4"
      >
        <h2 id="earn-title" className="mb-3 font-display text-lg font-bold text-fg">
          {t('rules.earn_title')}
        </h2>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-fg-muted">
              <th scope="col" className="py-1 text-start font-medium">
                {t('rules.category')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('rules.rate', { amount: format.money('1.00') })}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {config.earnRates.map((r) => (
              <tr key={r.category}>
                <td className="py-2 text-fg">
                  {t(`shell:category.${r.category}`, { defaultValue: r.category })}
                </td>
                <td className="py-2 text-end font-semibold text-fg">
                  <span dir="ltr">{formatNumber(r.points, language, 4)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-xs text-fg-muted">{t('rules.valid_bet')}</p>
      </section>
      <section
        aria-labelledby="convert-title"
        className="rounded-lg border border-border bg-surface p-4"
      >
        <h2 id="convert-title" className="mb-3 font-display text-lg font-bold text-fg">
          {t('rules.convert_title')}
        </h2>
        <p className="text-fg">
          {t('rules.convert_text', {
            points: format.points(config.conversion.points),
            amount: format.money(config.conversion.amount),
            min: format.points(config.conversion.minPoints),
          })}
        </p>
        <p className="mt-3 font-semibold text-fg">{t('rules.expiry')}</p>
      </section>
    </div>
  );
}
