import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useFormat } from '../../components/use-format';
import { consoleError } from '../../lib/errors';
import { operatorQueries } from '../../lib/queries';
import { can, readStaffSession } from '../../lib/staff-session';

const CARDS = [
  { kind: 'deposits', label: 'dashboard.pending_deposits', to: '/deposits', search: {} },
  { kind: 'withdrawals', label: 'dashboard.pending_withdrawals', to: '/withdrawals', search: {} },
  {
    kind: 'disputes',
    label: 'dashboard.disputes',
    to: '/withdrawals',
    search: { status: 'disputed' },
  },
] as const;

/** What waits for the cashier now: pending deposits, withdrawals and disputes. */
export function DashboardPage() {
  const { t } = useTranslation('operatorConsole');
  const cashier = can(readStaffSession(), 'cashier.read');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">{t('nav.dashboard')}</h1>
      {cashier ? (
        <ul className="grid gap-3 sm:grid-cols-3">
          {CARDS.map((card) => (
            <Card key={card.kind} {...card} />
          ))}
        </ul>
      ) : (
        <p className="text-fg-muted">{t('dashboard.nothing_for_role')}</p>
      )}
    </div>
  );
}

function Card({
  kind,
  label,
  to,
  search,
}: {
  kind: 'deposits' | 'withdrawals' | 'disputes';
  label: string;
  to: '/deposits' | '/withdrawals';
  search: { status?: 'disputed' };
}) {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const api = useApi();
  const count = useQuery(operatorQueries(api).pendingCount(kind));
  const body = count.isError
    ? consoleError(count.error, t)
    : count.data === undefined
      ? '…'
      : f.count(count.data);
  return (
    <li className="rounded-lg border border-border bg-surface p-4" data-testid={`count-${kind}`}>
      <p className="text-sm text-fg-muted">{t(label)}</p>
      <p className="text-3xl font-bold text-fg" aria-live="polite">
        {body}
      </p>
      <Link to={to} search={search} className="text-sm text-accent underline">
        {t('dashboard.open_queue')}
      </Link>
    </li>
  );
}
