import type { components } from '@platform/api-client/schema';
import { GAME_CATEGORY_VALUES, TRANSACTION_KIND_VALUES } from '@platform/api-client/enums';
import { agentQueries } from '@platform/api-client/queries/agent';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { type Columns, type tableCore, withFilters } from '@platform/tables';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { RouteContext } from '../../components/route-context';
import { useFormat } from '../../components/use-format';
import { type ReportSearch, reportQuery } from '../../lib/table-search';
import { FilterSelect } from '../../components/filter-fields';
import { Money } from '../../components/money';
import { TeamBreadcrumb } from '../../components/team-breadcrumb';
import { CommissionStatement } from './commission-statement';
import { ReportView } from './report-view';

type Schemas = components['schemas'];
type LoaderArgs = RouteContext & { deps: ReportSearch };

const bettingRoute = getRouteApi('/agentHome/personalHistoryCopy');
const plRoute = getRouteApi('/agentHome/palStatementsAgentCopy');
const revenueRoute = getRouteApi('/agentHome/agentRevenueReport');
const txRoute = getRouteApi('/agentHome/agentDownlineTransactionDetailsCopy');

const CATEGORIES = GAME_CATEGORY_VALUES;
const KINDS = TRANSACTION_KIND_VALUES;

const bettingQuery = (s: ReportSearch) =>
  reportQuery('teamBetting', s) as Parameters<ReturnType<typeof agentQueries>['teamBetting']>[0];
const plQuery = (s: ReportSearch) =>
  reportQuery('profitLoss', s) as Parameters<ReturnType<typeof agentQueries>['profitLoss']>[0];
const revenueQuery = (s: ReportSearch) => {
  const { period, from, to } = reportQuery('revenue', s) as {
    period: 'custom';
    from?: string;
    to?: string;
  };
  return { period, ...(from ? { from, to } : {}) };
};
const txQuery = (s: ReportSearch) =>
  reportQuery('downlineTransactions', s) as Parameters<
    ReturnType<typeof agentQueries>['downlineTransactions']
  >[0];

export const bettingLoader = ({ context, deps }: LoaderArgs) =>
  context.queryClient.ensureQueryData(agentQueries(context.api).teamBetting(bettingQuery(deps)));
export const profitLossLoader = ({ context, deps }: LoaderArgs) =>
  context.queryClient.ensureQueryData(agentQueries(context.api).profitLoss(plQuery(deps)));
export const revenueLoader = ({ context, deps }: LoaderArgs) =>
  context.queryClient.ensureQueryData(agentQueries(context.api).revenue(revenueQuery(deps)));
export const transactionsLoader = ({ context, deps }: LoaderArgs) =>
  context.queryClient.ensureQueryData(
    agentQueries(context.api).downlineTransactions(txQuery(deps)),
  );

const betHelper = createColumnHelper<typeof tableCore, Schemas['TeamBetRow']>();
const plHelper = createColumnHelper<typeof tableCore, Schemas['ProfitLossRow']>();
const revHelper = createColumnHelper<typeof tableCore, Schemas['RevenueDay']>();
const txHelper = createColumnHelper<typeof tableCore, Schemas['DownlineTransaction']>();

/** personalHistoryCopy: the bets of the whole team. */
export function TeamBettingPage() {
  const { t } = useTranslation('agentConsole');
  const api = useApi();
  const f = useFormat();
  const search = bettingRoute.useSearch();
  const navigate = bettingRoute.useNavigate();
  const result = useQuery({
    ...agentQueries(api).teamBetting(bettingQuery(search)),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<Columns<Schemas['TeamBetRow']>>(
    () => [
      betHelper.accessor('createdAt', {
        header: () => t('col.time'),
        cell: (c) => f.dateTime(c.getValue()),
      }),
      betHelper.accessor('account', { header: () => t('col.account') }),
      betHelper.accessor('category', {
        header: () => t('col.category'),
        cell: (c) => t(`category.${c.getValue()}`),
      }),
      betHelper.accessor('vendorCode', { header: () => t('col.vendor') }),
      betHelper.accessor('gameCode', { header: () => t('col.game') }),
      betHelper.accessor('stake', {
        header: () => t('col.stake'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      betHelper.accessor('validBet', {
        header: () => t('col.validBets'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      betHelper.accessor('payout', {
        header: () => t('col.payout'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      betHelper.accessor('winLoss', {
        header: () => t('col.winLoss'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      betHelper.accessor('status', {
        header: () => t('col.status'),
        cell: (c) => t(`bet_status.${c.getValue()}`),
      }),
    ],
    [t, f],
  );
  const totals = result.data?.totals;
  return (
    <ReportView
      name="teamBetting"
      title={t('menu.personalHistoryCopy')}
      search={search}
      setSearch={(update) => void navigate({ search: update })}
      result={result}
      columns={columns}
      totals={
        totals && [
          t('table.totals'),
          '',
          '',
          '',
          f.count(totals.count),
          <Money key="s" value={totals.stake} />,
          <Money key="v" value={totals.validBets} />,
          <Money key="p" value={totals.payout} />,
          <Money key="w" value={totals.winLoss} />,
          '',
        ]
      }
      extraFilters={
        <FilterSelect
          name="category"
          label={t('col.category')}
          value={search.category}
          options={CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
        />
      }
      readExtra={(data) => ({ category: String(data.get('category') ?? '') || undefined })}
    />
  );
}

/** palStatementsAgentCopy: profit and loss per direct downline (with its team), drillable. */
export function ProfitLossPage() {
  const { t } = useTranslation('agentConsole');
  const api = useApi();
  const f = useFormat();
  const search = plRoute.useSearch();
  const navigate = plRoute.useNavigate();
  const result = useQuery({
    ...agentQueries(api).profitLoss(plQuery(search)),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<Columns<Schemas['ProfitLossRow']>>(
    () => [
      plHelper.accessor('account', {
        header: () => t('col.account'),
        cell: (c) =>
          c.row.original.self || c.row.original.teamSize === 0 ? (
            <span dir="auto">
              {c.getValue()}
              {c.row.original.self && <span className="ms-1 text-fg-muted">{t('pl.self')}</span>}
            </span>
          ) : (
            <Link
              from="/agentHome/palStatementsAgentCopy"
              search={(prev) => ({ ...withFilters(prev, {}), parentId: c.row.original.memberId })}
              className="text-accent hover:underline"
              dir="auto"
              data-testid="drill-down"
            >
              {c.getValue()}
            </Link>
          ),
      }),
      plHelper.accessor('teamSize', {
        header: () => t('col.teamSize'),
        cell: (c) => f.count(c.getValue()),
      }),
      plHelper.accessor('deposits', {
        header: () => t('col.deposits'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      plHelper.accessor('withdrawals', {
        header: () => t('col.withdrawals'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      plHelper.accessor('bets', {
        header: () => t('kpi.bets'),
        cell: (c) => f.count(c.getValue()),
      }),
      plHelper.accessor('validBets', {
        header: () => t('col.validBets'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      plHelper.accessor('payout', {
        header: () => t('col.payout'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      plHelper.accessor('winLoss', {
        header: () => t('col.winLoss'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
    ],
    [t, f],
  );
  const data = result.data;
  const totals = data?.totals;
  return (
    <ReportView
      name="profitLoss"
      title={t('menu.palStatementsAgentCopy')}
      search={search}
      setSearch={(update) => void navigate({ search: update })}
      result={result}
      columns={columns}
      header={data && <TeamBreadcrumb crumbs={data.breadcrumb} />}
      totals={
        totals && [
          t('table.totals'),
          '',
          <Money key="d" value={totals.deposits} />,
          <Money key="w" value={totals.withdrawals} />,
          f.count(totals.bets),
          <Money key="v" value={totals.validBets} />,
          <Money key="p" value={totals.payout} />,
          <Money key="l" value={totals.winLoss} />,
        ]
      }
    />
  );
}

/** agentRevenueReport: the agent's own income by day and by source. */
export function RevenuePage() {
  const { t } = useTranslation('agentConsole');
  const api = useApi();
  const search = revenueRoute.useSearch();
  const navigate = revenueRoute.useNavigate();
  const result = useQuery({
    ...agentQueries(api).revenue(revenueQuery(search)),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<Columns<Schemas['RevenueDay']>>(
    () => [
      revHelper.accessor('date', { header: () => t('col.date') }),
      revHelper.accessor('commission', {
        header: () => t('income.commission'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      revHelper.accessor('dividend', {
        header: () => t('income.dividend'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      revHelper.accessor('salary', {
        header: () => t('income.salary'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      revHelper.accessor('total', {
        header: () => t('income.total'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
    ],
    [t],
  );
  const data = result.data;
  const totals = data?.totals;
  return (
    <div className="flex flex-col gap-8">
      <ReportView
        name="revenue"
        title={t('menu.agentRevenueReport')}
        search={search}
        setSearch={(update) => void navigate({ search: update })}
        result={{
          isPending: result.isPending,
          isError: result.isError,
          error: result.error,
          isPlaceholderData: result.isPlaceholderData,
          data: data && {
            list: data.list,
            total: data.list.length,
            page: 1,
            pageSize: Math.max(1, data.list.length),
          },
        }}
        columns={columns}
        noAccount
        totals={
          totals && [
            t('table.totals'),
            <Money key="c" value={totals.commission} />,
            <Money key="d" value={totals.dividend} />,
            <Money key="s" value={totals.salary} />,
            <Money key="t" value={totals.total} />,
          ]
        }
      />
      <CommissionStatement query={revenueQuery(search)} />
    </div>
  );
}

/** agentDownlineTransactionDetailsCopy: deposits, withdrawals and transfers of the team. */
export function DownlineTransactionsPage() {
  const { t } = useTranslation('agentConsole');
  const api = useApi();
  const f = useFormat();
  const search = txRoute.useSearch();
  const navigate = txRoute.useNavigate();
  const result = useQuery({
    ...agentQueries(api).downlineTransactions(txQuery(search)),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<Columns<Schemas['DownlineTransaction']>>(
    () => [
      txHelper.accessor('createdAt', {
        header: () => t('col.time'),
        cell: (c) => f.dateTime(c.getValue()),
      }),
      txHelper.accessor('account', { header: () => t('col.account') }),
      txHelper.accessor('kind', {
        header: () => t('col.kind'),
        cell: (c) => t(`kinds.${c.getValue()}`),
      }),
      txHelper.accessor('amount', {
        header: () => t('col.amount'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
    ],
    [t, f],
  );
  const totals = result.data?.totals;
  return (
    <ReportView
      name="downlineTransactions"
      title={t('menu.agentDownlineTransactionDetailsCopy')}
      search={search}
      setSearch={(update) => void navigate({ search: update })}
      result={result}
      columns={columns}
      header={
        totals && (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="totals">
            {KINDS.map((kind) => (
              <div key={kind} className="rounded-lg border border-border bg-surface p-3">
                <dt className="text-xs text-fg-secondary">{t(`kinds.${kind}`)}</dt>
                <dd className="mt-1 font-semibold">
                  <Money value={totals[kind]} />
                </dd>
              </div>
            ))}
          </dl>
        )
      }
      extraFilters={
        <FilterSelect
          name="kind"
          label={t('col.kind')}
          value={search.kind}
          options={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        />
      }
      readExtra={(data) => ({
        kind: (String(data.get('kind') ?? '') || undefined) as ReportSearch['kind'],
      })}
    />
  );
}
