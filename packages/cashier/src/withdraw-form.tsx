import type { components } from '@platform/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordField, TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { amountProblem } from '@platform/rules';
import { cashierError } from './cashier-errors';
import { useCreateWithdrawal } from './cashier.mutations';
import { Notice, Section, useMoney } from './cashier-ui';

type Settings = components['schemas']['WithdrawSettings'];
type BankCard = components['schemas']['BankCard'];

function withdrawSchema(settings: Settings, balance: string | undefined) {
  return z.object({
    amount: z.string().superRefine((value, ctx) => {
      const problem = amountProblem(value, {
        decimals: settings.decimals,
        min: settings.minimumAmount,
        max: settings.maximumAmount,
        balance,
      });
      if (problem) ctx.addIssue({ code: 'custom', message: `amount.${problem}` });
    }),
    bankCardId: z.string().min(1, 'withdraw.card_required'),
    paymentPassword: z.string().min(1, 'withdraw.password_required'),
  });
}
type Values = z.input<ReturnType<typeof withdrawSchema>>;

/** Amount, card and payment password; one Idempotency-Key per withdrawal the member asks for
 * (kept by useCreateWithdrawal: pressing again after a lost answer cannot withdraw twice). */
export function WithdrawForm({
  settings,
  cards,
  hasPassword,
  balance,
}: {
  settings: Settings;
  cards: readonly BankCard[];
  hasPassword: boolean;
  balance: string | undefined;
}) {
  const { t } = useTranslation('cashier');
  const money = useMoney(settings.currencySymbol);
  const create = useCreateWithdrawal();
  const [sent, setSent] = useState<string | null>(null);
  const cardId = useId();
  const form = useForm<Values>({
    resolver: zodResolver(withdrawSchema(settings, balance)),
    defaultValues: {
      amount: '',
      bankCardId: cards.length === 1 ? String(cards[0]?.id) : '',
      paymentPassword: '',
    },
  });
  const { errors } = form.formState;
  const message = (m: string | undefined) =>
    m &&
    t(m, {
      min: money(settings.minimumAmount),
      max: money(settings.maximumAmount),
      decimals: settings.decimals,
      balance: money(balance ?? '0'),
    });
  const blocked =
    settings.allowWithdraw === 'N'
      ? t('withdraw.closed')
      : cards.length === 0
        ? t('withdraw.no_card')
        : !hasPassword
          ? t('withdraw.no_password')
          : null;
  return (
    <Section title={t('withdraw.form_title')} testId="withdraw-form-section">
      <p className="mb-1 text-sm text-fg-secondary" data-testid="withdraw-balance">
        {t('withdraw.balance', { balance: balance === undefined ? '–' : money(balance) })}
      </p>
      <div className="mb-4 flex flex-col gap-1 text-sm text-fg-secondary">
        <p data-testid="withdraw-count">
          {t('withdraw.count', { used: settings.usedToday, max: settings.dailyCount })}
        </p>
        {settings.dailyAmount !== null && (
          <p data-testid="withdraw-amount-today">
            {t('withdraw.amount_today', {
              used: money(settings.usedAmountToday),
              max: money(settings.dailyAmount),
            })}
          </p>
        )}
        {settings.vipLevelName !== null && settings.dailyAmount !== null && (
          <p data-testid="withdraw-vip-limits">
            {t('withdraw.vip_limits', {
              level: settings.vipLevelName,
              count: settings.dailyCount,
              amount: money(settings.dailyAmount),
            })}
          </p>
        )}
      </div>
      {blocked ? (
        <Notice kind="error">{blocked}</Notice>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          data-testid="withdraw-form"
          onSubmit={form.handleSubmit((v) => {
            if (create.isPending) return;
            create.mutate(
              {
                body: {
                  amount: v.amount.trim(),
                  bankCardId: Number(v.bankCardId),
                  paymentPassword: v.paymentPassword,
                },
              },
              {
                onSuccess: (w) => {
                  setSent(w.amount);
                  form.reset({ ...v, amount: '', paymentPassword: '' });
                },
              },
            );
          })}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={cardId} className="text-sm font-medium text-fg-secondary">
              {t('withdraw.card')}
            </label>
            <select
              id={cardId}
              aria-required
              aria-invalid={errors.bankCardId ? true : undefined}
              aria-describedby={errors.bankCardId ? `${cardId}-error` : undefined}
              className="h-11 rounded-md border border-border-strong bg-bg px-3 text-fg focus:outline-2 focus:outline-accent aria-invalid:border-danger"
              data-testid="withdraw-card"
              {...form.register('bankCardId')}
            >
              <option value="">{t('withdraw.choose_card')}</option>
              {cards.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.bankName} {c.accountNumber}
                </option>
              ))}
            </select>
            {errors.bankCardId?.message && (
              <p id={`${cardId}-error`} role="alert" className="text-sm text-danger">
                {t(errors.bankCardId.message)}
              </p>
            )}
          </div>
          <TextField
            label={t('amount.label')}
            maxLength={40}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            aria-required
            hint={t('amount.hint', {
              min: money(settings.minimumAmount),
              max: money(settings.maximumAmount),
            })}
            error={message(errors.amount?.message)}
            data-testid="withdraw-amount"
            {...form.register('amount')}
          />
          <PasswordField
            label={t('withdraw.payment_password')}
            inputMode="numeric"
            autoComplete="off"
            aria-required
            showLabel={t('password.show')}
            hideLabel={t('password.hide')}
            error={message(errors.paymentPassword?.message)}
            data-testid="withdraw-password"
            {...form.register('paymentPassword')}
          />
          {create.error && <Notice kind="error">{cashierError(create.error, t)}</Notice>}
          {sent && <Notice kind="ok">{t('withdraw.sent', { amount: money(sent) })}</Notice>}
          <Button
            type="submit"
            loading={create.isPending}
            loadingLabel={t('loading')}
            className="self-start"
            data-testid="withdraw-submit"
          >
            {t('withdraw.submit')}
          </Button>
        </form>
      )}
    </Section>
  );
}
