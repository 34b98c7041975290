import { walletFundsQueries } from '@platform/api-client/queries/wallet-funds';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { UplineForm } from './upline-form';
import { Notice, Section, useMoney } from './wallet-ui';

/** /member/transferUpline: send money from the main wallet to the member's upline agent. */
export function TransferUplinePage() {
  const { t } = useTranslation('wallet');
  const api = useApi();
  const { data: info } = useSuspenseQuery(walletFundsQueries(api).upline());
  const money = useMoney(info.currencySymbol);
  const { upline } = info;
  return (
    <div className="flex flex-col gap-6" data-testid="transfer-upline-page">
      <h1 className="font-display text-2xl font-bold text-fg">{t('upline.title')}</h1>
      <Section title={t('upline.to')} testId="upline-section">
        {!info.enabled ? (
          <Notice kind="error">{t('upline.off')}</Notice>
        ) : !upline ? (
          <Notice kind="error">{t('upline.none')}</Notice>
        ) : (
          <div className="flex flex-col gap-4">
            <dl className="flex flex-wrap items-baseline justify-between gap-2">
              <dt className="sr-only">{t('upline.to')}</dt>
              <dd className="text-lg font-semibold text-fg" data-testid="upline-account">
                {upline.nickname ? `${upline.nickname} (${upline.account})` : upline.account}
              </dd>
              <dd className="text-sm text-fg-secondary tabular-nums" data-testid="upline-balance">
                {t('upline.balance', { balance: money(info.balance) })}
              </dd>
            </dl>
            {info.hasPaymentPassword ? (
              <UplineForm info={info} upline={upline.account} />
            ) : (
              <div className="flex flex-col items-start gap-3">
                <Notice kind="error">{t('upline.no_password')}</Notice>
                <Link
                  to="/member/withdraw"
                  className="inline-flex h-10 items-center rounded-full border border-border px-4 text-sm font-semibold text-fg hover:border-border-strong focus-visible:outline-2 focus-visible:outline-accent"
                >
                  {t('upline.set_password')}
                </Link>
              </div>
            )}
          </div>
        )}
      </Section>
    </div>
  );
}
