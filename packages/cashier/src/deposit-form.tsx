import type { components } from '@platform/api-client';
import { cashierKeys, cashierQueries } from '@platform/api-client/queries/cashier';
import { walletKeys } from '@platform/api-client/queries/wallet';
import { messageKeys } from '@platform/api-client/queries/messages';
import { useApi } from '@platform/api-client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@platform/forms';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { amountProblem } from '@platform/rules';
import { limitLeft } from './amount';
import { cashierError } from './cashier-errors';
import { useCreateDeposit } from './cashier.mutations';
import { Notice, useMoney } from './cashier-ui';

type Settings = components['schemas']['DepositSettings'];
type Channel = components['schemas']['DepositChannel'];
type Deposit = components['schemas']['Deposit'];

function depositSchema(settings: Settings, channel: Channel) {
  const left = limitLeft(settings.limits);
  const bank = channel.type === 'bank';
  return z.object({
    amount: z.string().superRefine((value, ctx) => {
      const problem = amountProblem(value, {
        decimals: settings.decimals,
        min: channel.minAmount,
        max: channel.maxAmount,
        left,
      });
      if (problem) ctx.addIssue({ code: 'custom', message: `amount.${problem}` });
    }),
    bankAccountId: z.string().refine((v) => !bank || v !== '', 'deposit.account_required'),
    depositorName: z.string().refine((v) => !bank || v.trim() !== '', 'deposit.depositor_required'),
    reference: z.string().refine((v) => !bank || v.trim() !== '', 'deposit.reference_required'),
  });
}

type Values = z.input<ReturnType<typeof depositSchema>>;

/** The provider's page in the site's language (when it is a two-letter code). */
const payPage = (url: string, language: string) =>
  /^[A-Z]{2}$/i.test(language) ? `${url}${url.includes('?') ? '&' : '?'}lang=${language}` : url;

/** Follows an online payment until the provider has answered, then refreshes the balance. */
function PendingPayment({ deposit, symbol }: { deposit: Deposit; symbol: string }) {
  const { t } = useTranslation('cashier');
  const { language } = useLanguage();
  const api = useApi();
  const money = useMoney(symbol);
  const queryClient = useQueryClient();
  const { data = deposit } = useQuery({
    ...cashierQueries(api).deposit(deposit.id),
    initialData: deposit,
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 2000 : false),
    refetchIntervalInBackground: true,
  });
  useEffect(() => {
    if (data.status === 'pending') return;
    void queryClient.invalidateQueries({ queryKey: walletKeys.balance() });
    void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    void queryClient.invalidateQueries({ queryKey: cashierKeys.all });
  }, [data.status, queryClient]);
  if (data.status === 'credited')
    return <Notice kind="ok">{t('deposit.credited', { amount: money(data.amount) })}</Notice>;
  if (data.status !== 'pending')
    return (
      <Notice kind="error">
        {t('deposit.ended', { status: t(`deposit.status.${data.status}`) })}
      </Notice>
    );
  return (
    <div className="space-y-2" data-testid="deposit-waiting">
      <Notice kind="ok">{t('deposit.waiting')}</Notice>
      {data.payUrl && (
        <a
          href={payPage(data.payUrl, language)}
          target="_blank"
          rel="noopener"
          className="text-sm font-semibold text-accent underline"
        >
          {t('deposit.open_again')}
        </a>
      )}
    </div>
  );
}

/** Amount (typed or a quick amount) and, for a bank transfer, the receiving account, depositor name and reference. */
export function DepositForm({ settings, channel }: { settings: Settings; channel: Channel }) {
  const { t } = useTranslation('cashier');
  const { language } = useLanguage();
  const money = useMoney(settings.currencySymbol);
  const create = useCreateDeposit();
  const [done, setDone] = useState<Deposit | null>(null);
  const accountGroup = useId();
  const bank = channel.type === 'bank';
  const form = useForm<Values>({
    resolver: zodResolver(depositSchema(settings, channel)),
    defaultValues: {
      amount: '',
      bankAccountId: settings.banks.length === 1 ? String(settings.banks[0]?.id) : '',
      depositorName: '',
      reference: '',
    },
  });
  const { errors } = form.formState;
  const message = (m: string | undefined) =>
    m &&
    t(m, {
      min: money(channel.minAmount),
      max: money(channel.maxAmount),
      decimals: settings.decimals,
      left: money(limitLeft(settings.limits) ?? '0'),
    });
  const submit = form.handleSubmit((values) => {
    if (create.isPending) return;
    create.mutate(
      {
        channel: channel.code,
        body: bank
          ? {
              amount: values.amount.trim(),
              bankAccountId: Number(values.bankAccountId),
              depositorName: values.depositorName.trim(),
              reference: values.reference.trim(),
            }
          : { amount: values.amount.trim() },
      },
      {
        onSuccess: (deposit) => {
          setDone(deposit);
          form.reset();
          if (deposit.payUrl) window.open(payPage(deposit.payUrl, language), '_blank', 'noopener');
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="deposit-form">
      <p className="text-sm text-fg-secondary">
        {t(bank ? 'deposit.bank_hint' : 'deposit.online_hint')}
      </p>
      {bank && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-fg-secondary">
            {t('deposit.receiving_account')}
          </legend>
          {settings.banks.map((b) => (
            <label
              key={b.id}
              className="flex cursor-pointer gap-3 rounded-md border border-border p-3 has-checked:border-accent"
            >
              <input
                type="radio"
                value={String(b.id)}
                className="mt-1 accent-(--ui-color-accent)"
                aria-describedby={errors.bankAccountId ? `${accountGroup}-error` : undefined}
                {...form.register('bankAccountId')}
              />
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                <dt className="text-fg-muted">{t('deposit.bank_name')}</dt>
                <dd className="text-fg">{b.bankName}</dd>
                <dt className="text-fg-muted">{t('deposit.account_name')}</dt>
                <dd className="text-fg" dir="auto">
                  {b.accountName}
                </dd>
                <dt className="text-fg-muted">{t('deposit.account_number')}</dt>
                <dd className="font-mono text-fg" dir="ltr" data-testid="receiving-number">
                  {b.accountNumber}
                </dd>
                {b.branch && (
                  <>
                    <dt className="text-fg-muted">{t('deposit.branch')}</dt>
                    <dd className="text-fg">{b.branch}</dd>
                  </>
                )}
              </dl>
            </label>
          ))}
          {errors.bankAccountId && (
            <p id={`${accountGroup}-error`} role="alert" className="text-sm text-danger">
              {t('deposit.account_required')}
            </p>
          )}
        </fieldset>
      )}
      <TextField
        label={t('amount.label')}
        maxLength={40}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        hint={t('amount.hint', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
        error={message(errors.amount?.message)}
        aria-required
        data-testid="deposit-amount"
        {...form.register('amount')}
      />
      {channel.quickAmounts.length > 0 && (
        <div role="group" aria-label={t('amount.quick')} className="flex flex-wrap gap-2">
          {channel.quickAmounts.map((a) => (
            <button
              key={a}
              type="button"
              onClick={() => form.setValue('amount', a, { shouldValidate: true })}
              className="rounded-full border border-border px-3 py-1 text-sm text-fg hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
            >
              {money(a)}
            </button>
          ))}
        </div>
      )}
      {bank && (
        <>
          <TextField
            label={t('deposit.depositor_name')}
            autoComplete="name"
            dir="auto"
            maxLength={64}
            error={message(errors.depositorName?.message)}
            aria-required
            {...form.register('depositorName')}
          />
          <TextField
            label={t('deposit.reference')}
            autoComplete="off"
            dir="auto"
            maxLength={64}
            error={message(errors.reference?.message)}
            aria-required
            {...form.register('reference')}
          />
        </>
      )}
      {create.error && <Notice kind="error">{cashierError(create.error, t)}</Notice>}
      {done && done.channelType === 'online' && (
        <PendingPayment deposit={done} symbol={settings.currencySymbol} />
      )}
      {done && done.channelType === 'bank' && (
        <Notice kind="ok">{t('deposit.bank_pending', { amount: money(done.amount) })}</Notice>
      )}
      <Button
        type="submit"
        loading={create.isPending}
        loadingLabel={t('loading')}
        className="self-start"
        data-testid="deposit-submit"
      >
        {t(bank ? 'deposit.submit_bank' : 'deposit.submit_online')}
      </Button>
    </form>
  );
}
