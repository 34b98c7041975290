import type { components } from '@platform/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { amountProblem } from '@platform/rules';
import { cashierError } from './cashier-errors';
import { useSetDepositLimits } from './cashier.mutations';
import { Notice, Section, useMoney } from './cashier-ui';
import { useMerchantTime } from '@platform/site';

type Limits = components['schemas']['DepositLimits'];
const PERIODS = ['daily', 'weekly', 'monthly'] as const;

function limitsSchema(decimals: number) {
  const limit = z.string().superRefine((value, ctx) => {
    if (value.trim() === '') return; // empty: no limit
    const problem = amountProblem(value, { decimals });
    if (problem) ctx.addIssue({ code: 'custom', message: `amount.${problem}` });
  });
  return z.object({ daily: limit, weekly: limit, monthly: limit });
}
type Values = z.input<ReturnType<typeof limitsSchema>>;

/** Daily, weekly and monthly deposit limits; raising or removing waits for the cooling-off. */
export function DepositLimitsForm({
  limits,
  decimals,
  symbol,
}: {
  limits: Limits;
  decimals: number;
  symbol: string;
}) {
  const { t } = useTranslation('cashier');
  const time = useMerchantTime();
  const money = useMoney(symbol);
  const save = useSetDepositLimits();
  const form = useForm<Values>({
    resolver: zodResolver(limitsSchema(decimals)),
    defaultValues: {
      daily: limits.daily.amount ?? '',
      weekly: limits.weekly.amount ?? '',
      monthly: limits.monthly.amount ?? '',
    },
  });
  const { errors } = form.formState;
  return (
    <Section title={t('limits.title')} testId="deposit-limits">
      <p className="mb-4 text-sm text-fg-secondary">
        {t('limits.intro', { hours: limits.coolingOffHours })}
      </p>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => {
          const value = (v: string) => (v.trim() === '' ? null : v.trim());
          save.mutate({
            daily: value(values.daily),
            weekly: value(values.weekly),
            monthly: value(values.monthly),
          });
        })}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {PERIODS.map((period) => {
            const limit = limits[period];
            const pending =
              limit.pendingEffectiveAt === null
                ? null
                : limit.pendingAmount === null
                  ? t('limits.pending_removal', {
                      date: `\u2066${time.dateTime(limit.pendingEffectiveAt)}\u2069`,
                    })
                  : t('limits.pending', {
                      amount: money(limit.pendingAmount),
                      date: `\u2066${time.dateTime(limit.pendingEffectiveAt)}\u2069`,
                    });
            const used =
              limit.amount === null
                ? null
                : t('limits.used', { used: money(limit.used), left: money(limit.left ?? '0') });
            return (
              <div key={period}>
                <TextField
                  label={t(`limits.${period}`)}
                  maxLength={40}
                  inputMode="decimal"
                  autoComplete="off"
                  dir="ltr"
                  placeholder={t('limits.no_limit')}
                  error={errors[period]?.message && t(errors[period].message, { decimals })}
                  hint={t('limits.blank_hint')}
                  data-testid={`limit-${period}`}
                  {...form.register(period)}
                />
                {used && <p className="mt-1 text-xs text-fg-secondary">{used}</p>}
                {pending && (
                  <p className="mt-1 text-xs text-accent-2" data-testid={`limit-${period}-pending`}>
                    {pending}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        {save.error && <Notice kind="error">{cashierError(save.error, t)}</Notice>}
        {save.isSuccess && <Notice kind="ok">{t('limits.saved')}</Notice>}
        <Button
          type="submit"
          variant="secondary"
          loading={save.isPending}
          loadingLabel={t('loading')}
          className="self-start"
        >
          {t('limits.save')}
        </Button>
      </form>
    </Section>
  );
}
