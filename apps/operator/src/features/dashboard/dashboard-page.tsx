import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useFormat } from '../../components/use-format';
import { consoleError } from '../../lib/errors';
import { operatorQueries } from '../../lib/queries';
import { can, readStaffSession } from '../../lib/staff-session';

const FiguresCharts = lazy(() =>
  import('./figures-chart').then((m) => ({ default: m.FiguresCharts })),
);

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

/**
 * What waits for the cashier now (pending deposits, withdrawals and disputes), then today's
 * figures in the merchant's day and the last 30 days as charts.
 */
export function DashboardPage() {
  const { t } = useTranslation('operatorConsole');
  const cashier = can(readStaffSession(), 'cashier.read');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">{t('nav.dashboard')}</h1>
      {cashier && (
        <ul className="grid gap-3 sm:grid-cols-3">
          {CARDS.map((card) => (
            <Card key={card.kind} {...card} />
          ))}
        </ul>
      )}
      <Figures />
    </div>
  );
}

/** Today's figures and the 30-day charts. */
function Figures() {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const api = useApi();
  const figures = useQuery(operatorQueries(api).dashboard());
  if (figures.isError)
    return (
      <p role="alert" className="text-danger">
        {consoleError(figures.error, t)}
      </p>
    );
  if (!figures.data) return <p className="text-fg-muted">{t('loading')}</p>;
  const { today, days, currency } = figures.data;
  const tiles = [
    ['deposits', f.money(today.deposits, currency)],
    ['withdrawals', f.money(today.withdrawals, currency)],
    ['bets', f.count(today.bets)],
    ['ggr', f.money(today.ggr, currency)],
    ['bonus_cost', f.money(today.bonusCost, currency)],
    ['new_members', f.count(today.newMembers)],
  ] as const;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="today-heading">
      <h2 id="today-heading" className="text-lg font-semibold text-fg">
        {t('dashboard.today', { day: today.day })}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map(([key, text]) => (
          <div
            key={key}
            className="rounded-lg border border-border bg-surface p-4"
            data-testid={`today-${key}`}
          >
            <dt className="text-sm text-fg-muted">{t(`dashboard.${key}`)}</dt>
            <dd className="text-xl font-bold text-fg tabular-nums">
              <bdi>{text}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <Suspense fallback={<p className="text-fg-muted">{t('loading')}</p>}>
        <FiguresCharts days={days} currency={currency} />
      </Suspense>
    </section>
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
