// The cashier's lazy screen group: deposit, withdraw and messages (from @platform/cashier) load
// together, with the member centre, never on a first visit.
import {
  loadCashierScreen,
  MessagesPage,
  WithdrawPage as CashierWithdrawPage,
} from '@platform/cashier';
import { useTranslation } from '@platform/i18n/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { LoaderArgs } from '../../lib/route-context';

export { DepositPage } from '@platform/cashier';

/** /member/withdraw: the cashier's page, its wagering notice linking to bonus details. */
export function WithdrawPage() {
  const { t } = useTranslation('rewards');
  return (
    <CashierWithdrawPage
      wageringLink={
        <Link to="/member/bonusDetails" className="font-semibold text-accent underline">
          {t('wagering.details_link')}
        </Link>
      }
    />
  );
}

/** Route loaders of the cashier screens: their settings before the page shows. */
export const depositLoader = ({ context }: LoaderArgs) =>
  loadCashierScreen(context.queryClient, context.api, 'deposit');
export const withdrawLoader = ({ context }: LoaderArgs) =>
  loadCashierScreen(context.queryClient, context.api, 'withdraw');
export const messagesLoader = ({ context }: LoaderArgs) =>
  loadCashierScreen(context.queryClient, context.api, 'messages');

const messagesRoute = getRouteApi('/member/messageV2');

/** /member/messageV2: the inbox at its address, ?page= (default 1) and ?open= (a message id). */
export function MessagesRoute() {
  const search = messagesRoute.useSearch();
  const navigate = messagesRoute.useNavigate();
  return (
    <MessagesPage
      page={search.page ?? 1}
      open={search.open}
      onNavigate={(next) =>
        void navigate({ search: next.open === undefined ? { page: next.page } : next })
      }
    />
  );
}
