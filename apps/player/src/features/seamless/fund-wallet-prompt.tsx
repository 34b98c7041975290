// Transfer-wallet mode: before the game starts, the member may move money from the main wallet
// into the wallet of the game's vendor (or start with what that wallet holds).
import { walletMutations } from '@platform/api-client/mutations/wallet';
import { walletFundsQueries } from '@platform/api-client/queries/wallet-funds';
import { useIdempotentMutation } from '@platform/api-client/mutations/idempotent';
import { useApi } from '@platform/api-client/react';
import { formatMoney } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { Button, Spinner } from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { amountProblem } from '@platform/rules';
import { walletError } from '../../lib/wallet-errors';

const DECIMALS = 2;

export function FundWalletPrompt({ wallet, onDone }: { wallet: string; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const { language } = useLanguage();
  const api = useApi();
  const funds = useQuery(walletFundsQueries(api).funds());
  const transfer = useIdempotentMutation(walletMutations(api, useQueryClient()).transfer());
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { title: useId(), amount: useId(), error: useId() };
  if (!funds.data) {
    return (
      <div className="grid size-full place-items-center" role="status" aria-label={t('loading')}>
        <Spinner />
      </div>
    );
  }
  const data = funds.data;
  const money = (v: string) => formatMoney(v, language, { symbol: data.currencySymbol });
  const vendor = data.wallets.find((w) => w.vendorCode === wallet);
  const name = vendor?.vendorName ?? wallet;
  const submit = () => {
    const found = amountProblem(amount, { decimals: DECIMALS, balance: data.mainBalance });
    if (found)
      return setProblem(
        t(`amount.${found}`, { decimals: DECIMALS, balance: money(data.mainBalance) }),
      );
    setProblem(null);
    if (transfer.isPending) return;
    transfer.mutate(
      { body: { from: 'MAIN', to: wallet, amount: amount.trim() } },
      { onSuccess: onDone },
    );
  };
  const error = problem ?? (transfer.error ? walletError(transfer.error, t, money) : null);
  return (
    <div className="grid size-full place-items-center overflow-y-auto p-4">
      <section
        aria-labelledby={ids.title}
        className="w-full max-w-md rounded-lg border border-border bg-surface p-5 shadow-lg"
        data-testid="fund-wallet-prompt"
      >
        <h2 id={ids.title} className="font-display text-lg font-bold text-fg">
          {t('launch.title', { wallet: name })}
        </h2>
        <p className="mt-1 text-sm text-fg-secondary">{t('launch.text')}</p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-md bg-bg p-3">
            <dt className="text-fg-secondary">{t('launch.wallet_balance', { wallet: name })}</dt>
            <dd
              className="mt-1 font-semibold text-fg tabular-nums"
              data-testid="prompt-vendor-balance"
            >
              {money(vendor?.balance ?? '0.00')}
            </dd>
          </div>
          <div className="rounded-md bg-bg p-3">
            <dt className="text-fg-secondary">{t('launch.main_balance')}</dt>
            <dd
              className="mt-1 font-semibold text-fg tabular-nums"
              data-testid="prompt-main-balance"
            >
              {money(data.mainBalance)}
            </dd>
          </div>
        </dl>
        <form
          noValidate
          className="mt-4 flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label htmlFor={ids.amount} className="text-sm font-medium text-fg-secondary">
            {t('amount.label')}
          </label>
          <div className="flex gap-2">
            <input
              id={ids.amount}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              className="h-11 min-w-0 flex-1 rounded-md border border-border-strong bg-bg px-3 text-fg focus:outline-2 focus:outline-accent aria-invalid:border-danger"
              data-testid="prompt-amount"
            />
            <Button type="button" variant="secondary" onClick={() => setAmount(data.mainBalance)}>
              {t('transfer.all')}
            </Button>
          </div>
          {error && (
            <p id={ids.error} role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              type="submit"
              loading={transfer.isPending}
              loadingLabel={t('loading')}
              data-testid="prompt-transfer"
            >
              {t('launch.transfer_play')}
            </Button>
            <Button type="button" variant="ghost" onClick={onDone} data-testid="prompt-skip">
              {t('launch.play')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
