import type { components } from '@platform/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordField, TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { amountProblem } from '@platform/rules';
import { walletError } from '../../lib/wallet-errors';
import { useUplineTransfer } from './wallet.mutations';
import { Notice, useMoney } from './wallet-ui';

type Info = components['schemas']['UplineTransferInfo'];

function uplineSchema(info: Info) {
  return z.object({
    amount: z.string().superRefine((value, ctx) => {
      const problem = amountProblem(value, {
        decimals: info.decimals,
        min: info.minimumAmount,
        max: info.maximumAmount,
        balance: info.balance,
      });
      if (problem) ctx.addIssue({ code: 'custom', message: `amount.${problem}` });
    }),
    paymentPassword: z.string().min(1, 'upline.password_required'),
  });
}
type Values = z.input<ReturnType<typeof uplineSchema>>;

/** Amount and payment password; one Idempotency-Key per transfer the member asks for. */
export function UplineForm({ info, upline }: { info: Info; upline: string }) {
  const { t } = useTranslation('wallet');
  const money = useMoney(info.currencySymbol);
  const send = useUplineTransfer();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(uplineSchema(info)),
    defaultValues: { amount: '', paymentPassword: '' },
  });
  const { errors } = form.formState;
  const message = (m: string | undefined) =>
    m &&
    t(m, {
      min: money(info.minimumAmount),
      max: money(info.maximumAmount),
      decimals: info.decimals,
      balance: money(info.balance),
    });
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      data-testid="upline-form"
      onSubmit={form.handleSubmit((v) => {
        if (send.isPending) return;
        setSent(null);
        send.mutate(
          {
            body: { amount: v.amount.trim(), paymentPassword: v.paymentPassword },
          },
          {
            onSuccess: (r) => {
              setSent(t('upline.sent', { amount: money(r.amount), upline }));
              form.reset({ amount: '', paymentPassword: '' });
            },
          },
        );
      })}
    >
      <TextField
        label={t('amount.label')}
        maxLength={40}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        aria-required
        hint={t('amount.hint', { min: money(info.minimumAmount), max: money(info.maximumAmount) })}
        error={message(errors.amount?.message)}
        data-testid="upline-amount"
        {...form.register('amount')}
      />
      <PasswordField
        label={t('upline.password')}
        inputMode="numeric"
        autoComplete="off"
        aria-required
        showLabel={t('upline.show')}
        hideLabel={t('upline.hide')}
        error={message(errors.paymentPassword?.message)}
        data-testid="upline-password"
        {...form.register('paymentPassword')}
      />
      {send.error && <Notice kind="error">{walletError(send.error, t, money)}</Notice>}
      {sent && <Notice kind="ok">{sent}</Notice>}
      <Button
        type="submit"
        loading={send.isPending}
        loadingLabel={t('loading')}
        className="self-start"
        data-testid="upline-submit"
      >
        {t('upline.submit')}
      </Button>
    </form>
  );
}
