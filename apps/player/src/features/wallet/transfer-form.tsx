import type { components } from '@platform/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { amountProblem } from '@platform/rules';
import { walletError } from '../../lib/wallet-errors';
import { useWalletTransfer } from './wallet.mutations';
import { Notice, Section, useMoney } from './wallet-ui';

type Funds = components['schemas']['WalletFunds'];

export const MAIN = 'MAIN';
/** Decimals of the currency (the platform's money has two). */
const DECIMALS = 2;

/** A source and target chosen from a wallet's row; `nonce` makes a repeat choice count. */
export interface Preset {
  from: string;
  to: string;
  nonce: number;
}

const SELECT =
  'h-11 w-full rounded-md border border-border-strong bg-bg px-3 text-fg focus:outline-2 focus:outline-accent aria-invalid:border-danger';

function transferSchema(balanceOf: (wallet: string) => string) {
  return z
    .object({ from: z.string(), to: z.string(), amount: z.string() })
    .superRefine((v, ctx) => {
      if (v.from === v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'transfer.same' });
      const problem = amountProblem(v.amount, { decimals: DECIMALS, balance: balanceOf(v.from) });
      if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: `amount.${problem}` });
    });
}
type Values = z.input<ReturnType<typeof transferSchema>>;

/** From, to and amount; one Idempotency-Key per transfer the member asks for. */
export function TransferForm({ funds, preset }: { funds: Funds; preset: Preset | null }) {
  const { t } = useTranslation('wallet');
  const money = useMoney(funds.currencySymbol);
  const transfer = useWalletTransfer();
  const [done, setDone] = useState<string | null>(null);
  const ids = { from: useId(), to: useId() };
  const wallets = [
    { code: MAIN, name: t('main'), balance: funds.mainBalance },
    ...funds.wallets.map((w) => ({ code: w.vendorCode, name: w.vendorName, balance: w.balance })),
  ];
  const balanceOf = (code: string) => wallets.find((w) => w.code === code)?.balance ?? '0.00';
  const nameOf = (code: string) => wallets.find((w) => w.code === code)?.name ?? code;
  const form = useForm<Values>({
    resolver: zodResolver(transferSchema(balanceOf)),
    defaultValues: { from: MAIN, to: funds.wallets[0]?.vendorCode ?? MAIN, amount: '' },
  });
  const { errors } = form.formState;
  const from = form.watch('from');
  useEffect(() => {
    if (!preset) return;
    form.setValue('from', preset.from);
    form.setValue('to', preset.to);
    form.setFocus('amount');
  }, [form, preset]);
  const message = (m: string | undefined) =>
    m && t(m, { decimals: DECIMALS, balance: money(balanceOf(from)) });
  const select = (name: 'from' | 'to', label: string) => (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={ids[name]} className="text-sm font-medium text-fg-secondary">
        {label}
      </label>
      <select
        id={ids[name]}
        className={SELECT}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${ids[name]}-error` : undefined}
        data-testid={`transfer-${name}`}
        {...form.register(name)}
      >
        {wallets.map((w) => (
          <option key={w.code} value={w.code}>
            {/* Isolated, so an amount keeps its order inside right-to-left text. */}
            {`${w.name} · \u2066${money(w.balance)}\u2069`}
          </option>
        ))}
      </select>
      {errors[name]?.message && (
        <p id={`${ids[name]}-error`} role="alert" className="text-sm text-danger">
          {t(errors[name].message)}
        </p>
      )}
    </div>
  );
  return (
    <Section title={t('transfer.title')} testId="transfer-section">
      <form
        noValidate
        className="flex flex-col gap-4"
        data-testid="transfer-form"
        onSubmit={form.handleSubmit((v) => {
          if (transfer.isPending) return;
          setDone(null);
          transfer.mutate(
            { body: { from: v.from, to: v.to, amount: v.amount.trim() } },
            {
              onSuccess: (r) => {
                setDone(
                  t('transfer.done', {
                    amount: money(r.amount),
                    from: nameOf(v.from),
                    to: nameOf(v.to),
                  }),
                );
                form.reset({ ...v, amount: '' });
              },
            },
          );
        })}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {select('from', t('transfer.from'))}
          {select('to', t('transfer.to'))}
        </div>
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label={t('amount.label')}
              maxLength={40}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              aria-required
              hint={t('transfer.available', { balance: money(balanceOf(from)) })}
              error={message(errors.amount?.message)}
              data-testid="transfer-amount"
              {...form.register('amount')}
            />
          </div>
          <Button
            type="button"
            variant="secondary"
            className="mt-6 shrink-0"
            aria-label={t('transfer.all_label')}
            data-testid="transfer-all"
            onClick={() =>
              form.setValue('amount', balanceOf(from), {
                shouldValidate: form.formState.isSubmitted,
              })
            }
          >
            {t('transfer.all')}
          </Button>
        </div>
        {transfer.error && <Notice kind="error">{walletError(transfer.error, t, money)}</Notice>}
        {done && <Notice kind="ok">{done}</Notice>}
        <Button
          type="submit"
          loading={transfer.isPending}
          loadingLabel={t('loading')}
          className="self-start"
          data-testid="transfer-submit"
        >
          {t('transfer.submit')}
        </Button>
      </form>
    </Section>
  );
}
