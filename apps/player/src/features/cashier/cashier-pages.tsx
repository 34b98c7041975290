// The cashier's lazy screen group: deposit, withdraw and messages (from @platform/cashier) load
// together, with the member centre, never on a first visit.
import {
  type CashierScreen,
  loadCashierScreen,
  MessagesPage,
  WithdrawPage as CashierWithdrawPage,
} from '@platform/cashier';
import { useTranslation } from '@platform/i18n/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
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

/** Route loader of the cashier screens: their settings before the page shows. */
export function loader({ context }: LoaderArgs, screen: CashierScreen) {
  return loadCashierScreen(context.queryClient, context.api, screen);
}

const positive = (raw: unknown): number | undefined => {
  const n = Math.floor(Number(raw));
  return Number.isFinite(n) && n >= 1 ? n : undefined;
};

/** /member/messageV2: the inbox at its address, ?page= (default 1) and ?open= (a message id). */
export function MessagesRoute() {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  return (
    <MessagesPage
      page={positive(search.page) ?? 1}
      open={positive(search.open)}
      onNavigate={(next) =>
        void navigate({
          to: '/member/messageV2',
          search: next.open === undefined ? { page: next.page } : next,
        })
      }
    />
  );
}
