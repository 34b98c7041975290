import type { components } from '@platform/api-client/schema';
import { TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';

type Setting = components['schemas']['RebateSetting'];
type Rebate = components['schemas']['Rebate'];

const RATE = /^[0-9]{1,2}(\.[0-9]{1,2})?$/;
const hundredths = (rate: string) => {
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** Reads the rate fields of a form: the rebates, or an error per product type. */
export function readRebates(
  data: FormData,
  settings: readonly Setting[],
  prefix: string,
  t: (key: string, vars?: Record<string, string>) => string,
): { rebates: Rebate[]; errors: Record<string, string> } {
  const rebates: Rebate[] = [];
  const errors: Record<string, string> = {};
  for (const s of settings) {
    const rate = String(data.get(`${prefix}${s.productType}`) ?? '').trim() || '0';
    if (!RATE.test(rate)) errors[s.productType] = t('rebates.invalid');
    else if (hundredths(rate) > hundredths(s.maxRate))
      errors[s.productType] = t('rebates.too_high', { max: s.maxRate });
    else rebates.push({ productType: s.productType, rate });
  }
  return { rebates, errors };
}

/** One rate field per product type, each capped at the agent's own. */
export function RebateFields({
  settings,
  prefix,
  errors,
}: {
  settings: readonly Setting[];
  prefix: string;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('agentConsole');
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-medium text-fg">{t('register.rebates')}</legend>
      {settings.map((s) => (
        <TextField
          key={s.productType}
          name={`${prefix}${s.productType}`}
          label={t(`category.${s.productType}`)}
          hint={t('rebates.max', { max: s.maxRate })}
          defaultValue="0"
          inputMode="decimal"
          error={errors[s.productType]}
          dir="ltr"
        />
      ))}
    </fieldset>
  );
}
