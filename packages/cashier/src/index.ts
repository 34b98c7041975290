// The cashier screens a member sees in either app: deposit, withdraw and the inbox. Each app
// routes them at its own paths and keeps the inbox's page in its own address.
import type { PlatformClient } from '@platform/api-client';
import { cashierQueries } from '@platform/api-client/queries/cashier';
import { messageQueries } from '@platform/api-client/queries/messages';
import type { QueryClient } from '@tanstack/react-query';

export { DepositPage } from './deposit-page';
export { WithdrawPage } from './withdraw-page';
export { MessagesPage } from './messages-page';

export type CashierScreen = 'deposit' | 'withdraw' | 'messages';

/** What a cashier screen reads before it shows (its route loader). */
export function loadCashierScreen(
  queryClient: QueryClient,
  api: PlatformClient,
  screen: CashierScreen,
): Promise<unknown> {
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
