import { cashierQueries } from '@platform/api-client/queries/cashier';
import { walletQueries } from '@platform/api-client/queries/wallet';
import { useApi } from '@platform/api-client/react';
import { formatMoney } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BankCards } from './bank-cards';
import { PaymentPassword } from './payment-password';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';

/**
 * Withdraw (/member/withdraw, /agentHome/withdraw): the wagering rewards still require, the
 * withdrawal form, bank cards, payment password and the withdrawals. `wageringLink`: where the
 * app shows the rewards' details (the player site's bonus details).
 */
export function WithdrawPage({ wageringLink }: { wageringLink?: ReactNode } = {}) {
  const { t } = useTranslation('cashier');
  // Wagering texts (and the refusal's words) are the rewards' own.
  const { t: tr } = useTranslation('rewards');
  const api = useApi();
  const queries = cashierQueries(api);
  const { data: settings } = useSuspenseQuery(queries.withdrawSettings());
  const { data: cards } = useSuspenseQuery(queries.bankCards());
  const { data: hasPassword } = useSuspenseQuery(queries.hasPaymentPassword());
  const { language } = useLanguage();
  const wallet = useQuery(walletQueries(api).balance());
  const balance =
    wallet.data?.balance.find((b) => b.accountTypeId === 0)?.availBalance ??
    wallet.data?.sumBalance;
  return (
    <div className="flex flex-col gap-6" data-testid="withdraw-page">
      <h1 className="font-display text-2xl font-bold text-fg">{t('withdraw.title')}</h1>
      {settings.wageringRemaining !== '0.00' && (
        <p
          className="rounded-md bg-accent-2-soft px-3 py-2 text-sm text-fg"
          data-testid="withdraw-wagering"
        >
          {tr('wagering.withdraw_notice', {
            amount: formatMoney(settings.wageringRemaining, language, {
              symbol: settings.currencySymbol,
            }),
          })}
          {wageringLink && <> {wageringLink}</>}
        </p>
      )}
      {/* A new card or password starts the form afresh (the only card is then preselected). */}
      <WithdrawForm
        key={`${cards.length}-${hasPassword}`}
        settings={settings}
        cards={cards}
        hasPassword={hasPassword}
        balance={balance}
      />
      <BankCards cards={cards} />
      <PaymentPassword isSet={hasPassword} />
      <WithdrawalList symbol={settings.currencySymbol} />
    </div>
  );
}
