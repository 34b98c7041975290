// The agent's own money and inbox: the player site's cashier screens (@platform/cashier) at
// /agentHome/depositv2, /agentHome/withdraw and /agentHome/messageV2 (the agent is a member with a
// balance; its payment password is the one its transfers to downlines ask for).
import { loadCashierScreen, MessagesPage } from '@platform/cashier';
import { getRouteApi } from '@tanstack/react-router';
import type { MessagesSearch } from '../../lib/messages-search';
import type { RouteContext } from '../../components/route-context';

export { DepositPage, WithdrawPage } from '@platform/cashier';

/** Route loaders of the cashier screens: their settings before the page shows. */
export const depositLoader = ({ context }: RouteContext) =>
  loadCashierScreen(context.queryClient, context.api, 'deposit');
export const withdrawLoader = ({ context }: RouteContext) =>
  loadCashierScreen(context.queryClient, context.api, 'withdraw');
export const messagesLoader = ({ context }: RouteContext) =>
  loadCashierScreen(context.queryClient, context.api, 'messages');

const messagesRoute = getRouteApi('/agentHome/messageV2');

/** The inbox at its address: ?page= (default 1) and ?open= (a message id). */
export function MessagesRoute() {
  const search: MessagesSearch = messagesRoute.useSearch();
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
