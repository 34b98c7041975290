import { type ContractKind, contractQueries } from '@platform/api-client/queries/contracts';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { cx } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import type { RouteContext } from '../../components/route-context';
import { CONTRACT_VIEWS, type ContractSearch } from '../../lib/table-search';
import { loadView } from './contract-queries';
import { DownlinesView } from './downlines-view';
import { MineView } from './mine-view';
import { RecordsView } from './records-view';

type LoaderArgs = RouteContext & { deps: ContractSearch };

const loaderOf =
  (kind: ContractKind) =>
  ({ context, deps }: LoaderArgs) =>
    loadView(context.api, context.queryClient, kind, deps);
export const dividendLoader = loaderOf('dividend');
export const dailyLoader = loaderOf('daily');
export const hourlyLoader = loaderOf('hourly');
export const realtimeLoader = loaderOf('realtime');

const PAGE_NAMES = {
  dividend: 'agentDividendRecordCopy2',
  daily: 'agentDailyWages2',
  hourly: 'agentHourSalary',
  realtime: 'agentRealtimeSalary',
} as const satisfies Record<ContractKind, string>;

/**
 * A contract page of the console (one per kind): my contract with its history and the open
 * period so far, the contracts I pay (offer, edit, withdraw, terminate), and the settlement
 * records with their base figures and a chart of payouts per period. The view and each
 * table's state live in the URL.
 */
function ContractsPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const { t: c } = useTranslation('agentConsole');
  const api = useApi();
  const search: ContractSearch = useSearch({ from: `/agentHome/${PAGE_NAMES[kind]}` });
  const view = search.view ?? 'mine';
  const mine = useQuery(contractQueries(api).mine(kind));
  const [announce, setAnnounce] = useState('');
  return (
    <div className="flex flex-col gap-5" data-testid={`contracts-${kind}`}>
      <div>
        <h1 className="text-2xl font-bold text-fg">{c(`menu.${PAGE_NAMES[kind]}`)}</h1>
        <p className="mt-1 max-w-3xl text-sm text-fg-secondary">{t(`kind_help.${kind}`)}</p>
      </div>
      <nav
        aria-label={t('page.views')}
        className="flex flex-wrap gap-1 border-b border-border"
        data-testid="contract-views"
      >
        {CONTRACT_VIEWS.map((v) => (
          <Link
            key={v}
            to="."
            search={v === 'mine' ? {} : { view: v }}
            aria-current={view === v ? 'page' : undefined}
            className={cx(
              '-mb-px rounded-t-md border border-b-0 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-accent',
              view === v
                ? 'border-border bg-surface font-semibold text-fg'
                : 'border-transparent text-fg-secondary hover:text-fg',
            )}
            data-testid={`view-${v}`}
          >
            {t(`page.view_${v}`)}
          </Link>
        ))}
      </nav>
      <p
        role="status"
        className={cx('text-sm text-fg', !announce && 'sr-only')}
        data-testid="contracts-status"
      >
        {announce}
      </p>
      {view === 'mine' && <MineView kind={kind} mine={mine.data} />}
      {view === 'downlines' && (
        <DownlinesView kind={kind} search={search} mine={mine.data} onAnnounce={setAnnounce} />
      )}
      {view === 'records' && <RecordsView kind={kind} search={search} />}
    </div>
  );
}

export const DividendPage = () => <ContractsPage kind="dividend" />;
export const DailyWagesPage = () => <ContractsPage kind="daily" />;
export const HourSalaryPage = () => <ContractsPage kind="hourly" />;
export const RealtimeSalaryPage = () => <ContractsPage kind="realtime" />;
