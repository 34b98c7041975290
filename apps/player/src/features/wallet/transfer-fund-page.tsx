import { walletFundsQueries } from '@platform/api-client/queries/wallet-funds';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Preset, TransferForm } from './transfer-form';
import { useRecallAllAction } from './use-recall-all';
import { WalletList } from './wallet-list';
import { Notice, Section, useMoney } from './wallet-ui';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg border border-border bg-surface p-4">
      <dt className="text-sm text-fg-secondary">{label}</dt>
      <dd
        className="mt-1 font-display text-xl font-bold text-fg tabular-nums sm:text-2xl"
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * /member/transferFund: the main and vendor wallets. In transfer-wallet mode money moves
 * between them (a form, a shortcut on each wallet, "recall all"); in single-wallet mode every
 * game plays from the main wallet and the page says so.
 */
export function TransferFundPage() {
  const { t } = useTranslation('wallet');
  const api = useApi();
  const { data: funds } = useSuspenseQuery(walletFundsQueries(api).funds());
  const money = useMoney(funds.currencySymbol);
  const [preset, setPreset] = useState<Preset | null>(null);
  const recall = useRecallAllAction(money);
  const transferMode = funds.isSingle === 0;
  // Money left in vendor wallets after the merchant left transfer mode can still come back.
  const leftover = funds.wallets.some((w) => w.balance !== '0.00');
  return (
    <div className="flex flex-col gap-6" data-testid="transfer-fund-page">
      <h1 className="font-display text-2xl font-bold text-fg">{t('fund.title')}</h1>
      <dl className="grid grid-cols-2 gap-3">
        <Figure label={t('fund.total')} value={money(funds.totalBalance)} testId="fund-total" />
        <Figure label={t('fund.main')} value={money(funds.mainBalance)} testId="fund-main" />
      </dl>
      {!transferMode ? (
        <>
          <Notice kind="ok">{t('fund.single')}</Notice>
          {leftover && (
            <div className="flex flex-col items-start gap-3">
              {recall.button}
              {recall.notice}
            </div>
          )}
        </>
      ) : (
        <>
          <TransferForm funds={funds} preset={preset} />
          <Section title={t('fund.wallets')} testId="wallets-section" action={recall.button}>
            <p className="mb-4 text-sm text-fg-secondary">{t('fund.wallets_hint')}</p>
            {recall.notice && <div className="mb-4">{recall.notice}</div>}
            <WalletList
              funds={funds}
              onPick={(p) => setPreset({ ...p, nonce: (preset?.nonce ?? 0) + 1 })}
            />
          </Section>
        </>
      )}
    </div>
  );
}
