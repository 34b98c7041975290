import { cashierQueries } from '@platform/api-client/queries/cashier';
import { walletQueries } from '@platform/api-client/queries/wallet';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { BankCards } from './bank-cards';
import { PaymentPassword } from './payment-password';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';

/** Withdraw (/member/withdraw, /agentHome/withdraw): the withdrawal form, bank cards, payment password and the withdrawals. */
export function WithdrawPage() {
  const { t } = useTranslation('cashier');
  const api = useApi();
  const queries = cashierQueries(api);
  const { data: settings } = useSuspenseQuery(queries.withdrawSettings());
  const { data: cards } = useSuspenseQuery(queries.bankCards());
  const { data: hasPassword } = useSuspenseQuery(queries.hasPaymentPassword());
  const wallet = useQuery(walletQueries(api).balance());
  const balance =
    wallet.data?.balance.find((b) => b.accountTypeId === 0)?.availBalance ??
    wallet.data?.sumBalance;
  return (
    <div className="flex flex-col gap-6" data-testid="withdraw-page">
      <h1 className="font-display text-2xl font-bold text-fg">{t('withdraw.title')}</h1>
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
