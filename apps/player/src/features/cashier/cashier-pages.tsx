// The cashier's lazy screen group: deposit, withdraw and messages load together, with the
// member centre, never on a first visit.
import { cashierQueries } from '@platform/api-client/queries/cashier';
import { messageQueries } from '@platform/api-client/queries/messages';
import type { LoaderArgs } from '../../lib/route-context';

export { DepositPage } from './deposit-page';
export { WithdrawPage } from './withdraw-page';
export { MessagesRoute } from './messages-page';

export type CashierScreen = 'deposit' | 'withdraw' | 'messages';

/** Route loader of the cashier screens: their settings before the page shows. */
export function loader({ context }: LoaderArgs, screen: CashierScreen) {
  const { queryClient, api } = context;
  const cashier = cashierQueries(api);
  if (screen === 'deposit') return queryClient.ensureQueryData(cashier.depositSettings());
  if (screen === 'withdraw')
    return Promise.all([
      queryClient.ensureQueryData(cashier.withdrawSettings()),
      queryClient.ensureQueryData(cashier.bankCards()),
      queryClient.ensureQueryData(cashier.hasPaymentPassword()),
    ]);
  return queryClient.prefetchQuery(messageQueries(api).inbox(1));
}
