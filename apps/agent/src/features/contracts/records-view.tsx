import type { components } from '@platform/api-client/schema';
import { type ContractKind, contractQueries } from '@platform/api-client/queries/contracts';
import { useApi } from '@platform/api-client/react';
import { contractErrorMessage } from '@platform/contracts';
import { useRateText } from '@platform/contracts/terms';
import { useTranslation } from '@platform/i18n/react';
import { type Columns, DataTable, type tableCore, toggleSort, withFilters } from '@platform/tables';
import { Button } from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, lazy, Suspense, useMemo } from 'react';
import { Pager } from '../../components/pager';
import { PeriodPicker } from '../../components/period-picker';
import { useFormat } from '../../components/use-format';
import {
  CONTRACT_GAME_TYPES,
  CONTRACT_SPECS,
  type ContractSearch,
  SETTLEMENT_STATUSES,
} from '../../lib/table-search';
import { chartOf, recordsOf } from './contract-queries';
import { Money, StatusBadge } from './status-badge';
import { useKeepFocus } from '../../components/use-keep-focus';
import { WayBack } from '../../components/console-error';

type Settlement = components['schemas']['Settlement'];
const helper = createColumnHelper<typeof tableCore, Settlement>();
const EMPTY: Settlement[] = [];
const field = 'rounded-md border border-border bg-surface px-2 py-1.5 text-sm text-fg';

// Recharts is big: the chart is its own chunk, fetched after the table has what it needs.
const PayoutChart = lazy(() => import('./payout-chart').then((m) => ({ default: m.PayoutChart })));

/** Settlement records (mine, or my downlines'), server-driven, with totals and the payout chart. */
export function RecordsView({ kind, search }: { kind: ContractKind; search: ContractSearch }) {
  const { t } = useTranslation('contracts');
  const { t: c } = useTranslation('agentConsole');
  const api = useApi();
  const f = useFormat();
  const rateText = useRateText();
  const navigate = useNavigate();
  const go = (update: (prev: ContractSearch) => ContractSearch) =>
    void navigate({ to: '.', search: (prev: ContractSearch) => update(prev) });
  const downlines = search.scope === 'downlines';
  const result = useQuery({
    ...contractQueries(api).settlements(recordsOf(kind, search)),
    placeholderData: keepPreviousData,
  });
  const chart = useQuery({
    ...contractQueries(api).chart(chartOf(kind, search)),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<Columns<Settlement>>(
    () => [
      helper.accessor('period', {
        id: 'periodStart',
        header: () => t('col.period'),
        // The day over the time and zone: two short lines keep the table within a laptop's
        // width (1366 px) with every column, Status the last, in view.
        cell: (x) => {
          const start = f.periodStart(x.row.original.periodStart);
          const gap = start.indexOf(' ');
          return (
            <span dir="ltr" className="block leading-4 tabular-nums" title={x.getValue()}>
              <span className="block">{gap > 0 ? start.slice(0, gap) : start}</span>
              {/* The space keeps "day time" one phrase for a screen reader and a copy. */}
              {gap > 0 && ' '}
              {gap > 0 && (
                <span className="block text-xs text-fg-secondary">{start.slice(gap + 1)}</span>
              )}
            </span>
          );
        },
      }),
      helper.accessor((r) => (downlines ? r.payee.account : (r.payer?.account ?? null)), {
        id: 'account',
        header: () => (downlines ? t('col.payee') : t('col.payer')),
        cell: (x) => <span dir="auto">{x.getValue() ?? t('page.paid_by_house')}</span>,
      }),
      helper.accessor('gameType', {
        header: () => t('col.game_type'),
        cell: (x) => t(`game_types.${x.getValue()}`),
      }),
      helper.accessor('validBet', {
        header: () => t('col.valid_bet'),
        cell: (x) => <Money value={x.getValue()} />,
      }),
      helper.accessor('profitLoss', {
        header: () => t('col.profit_loss'),
        cell: (x) => <Money value={x.getValue()} />,
      }),
      helper.accessor('activeMembers', {
        header: () => t('col.active_members'),
        cell: (x) => f.count(x.getValue()),
      }),
      helper.accessor('bets', { header: () => t('col.bets'), cell: (x) => f.count(x.getValue()) }),
      helper.accessor('tier', { header: () => t('col.tier'), cell: (x) => x.getValue() ?? '—' }),
      helper.accessor('rate', {
        header: () => t('col.rate'),
        cell: (x) => (
          <span dir="ltr" className="tabular-nums">
            {rateText(kind, x.getValue(), x.row.original.rateType)}
          </span>
        ),
      }),
      helper.accessor('amount', {
        header: () => t('col.amount'),
        cell: (x) => <Money value={x.getValue()} />,
      }),
      helper.accessor('paid', {
        header: () => t('col.paid'),
        cell: (x) => <Money value={x.getValue()} />,
      }),
      helper.accessor('status', {
        header: () => t('col.status'),
        cell: (x) => <StatusBadge status={x.getValue()} />,
      }),
    ],
    [t, f, downlines, kind, rateText],
  );

  // Enter in a filter keeps the focus there when the form re-mounts with the new values.
  const keepFocus = useKeepFocus();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    go((prev) =>
      withFilters(prev, {
        scope: value('scope') as ContractSearch['scope'],
        account: value('account'),
        status: value('status'),
        gameType: value('gameType') as ContractSearch['gameType'],
      }),
    );
  };
  const page = result.data;
  const totals = page
    ? [
        t('col.totals'),
        '',
        '',
        <Money key="v" value={page.totals.validBet} />,
        <Money key="p" value={page.totals.profitLoss} />,
        '',
        '',
        '',
        '',
        <Money key="a" value={page.totals.amount} />,
        <Money key="d" value={page.totals.paid} />,
        '',
      ]
    : undefined;
  return (
    <div className="flex flex-col gap-4" data-testid="records-view">
      <div className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-surface p-3">
        <PeriodPicker
          value={{
            period: search.period ?? CONTRACT_SPECS.records.defaultPeriod,
            from: search.from,
            to: search.to,
          }}
          onChange={(p) =>
            go((prev) =>
              withFilters(prev, {
                period: p.period === CONTRACT_SPECS.records.defaultPeriod ? undefined : p.period,
                from: p.from,
                to: p.to,
              }),
            )
          }
        />
        <form
          key={JSON.stringify(search)}
          {...keepFocus}
          onSubmit={submit}
          role="search"
          aria-label={c('filters.title')}
          className="flex flex-wrap items-end gap-3"
        >
          <label className="flex flex-col gap-1 text-xs text-fg-secondary">
            {t('filters.scope')}
            <select
              name="scope"
              defaultValue={search.scope ?? ''}
              className={field}
              data-testid="records-scope"
            >
              <option value="">{t('filters.scope_mine')}</option>
              <option value="downlines">{t('filters.scope_downlines')}</option>
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs text-fg-secondary">
            {c('filters.account')}
            <input
              name="account"
              type="search"
              defaultValue={search.account ?? ''}
              maxLength={64}
              className={field}
            />
          </label>
          <label className="flex flex-col gap-1 text-xs text-fg-secondary">
            {t('filters.settlement_status')}
            <select name="status" defaultValue={search.status ?? ''} className={field}>
              <option value="">{t('filters.all')}</option>
              {SETTLEMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`settlement_statuses.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs text-fg-secondary">
            {t('filters.game_type')}
            <select name="gameType" defaultValue={search.gameType ?? ''} className={field}>
              <option value="">{t('filters.any_game_type')}</option>
              {CONTRACT_GAME_TYPES.map((g) => (
                <option key={g} value={g}>
                  {t(`game_types.${g}`)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" size="sm" data-testid="records-apply">
            {c('filters.apply')}
          </Button>
        </form>
      </div>
      {result.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-4" data-testid="view-error">
          <p className="text-danger">{contractErrorMessage(result.error, t)}</p>
          <WayBack />
        </div>
      ) : (
        <>
          <DataTable
            caption={t('page.view_records')}
            columns={columns}
            data={page?.list ?? EMPTY}
            sortable={CONTRACT_SPECS.records.sortColumns}
            sort={search.sort}
            order={search.order}
            onSort={(column) => go((prev) => toggleSort(prev, column))}
            totals={totals && [totals]}
            empty={result.isPending ? c('table.loading') : c('table.empty')}
            sortLabel={c('table.sort_by')}
            stale={result.isPlaceholderData}
            testId="settlement-records"
            dense
          />
          {page && page.total > 0 && (
            <Pager
              page={page.page}
              pageSize={page.pageSize}
              total={page.total}
              onPage={(p) => go((prev) => ({ ...prev, page: p > 1 ? p : undefined }))}
              onPageSize={(size) =>
                go((prev) => withFilters(prev, { pageSize: size === 20 ? undefined : size }))
              }
            />
          )}
        </>
      )}
      <Suspense fallback={<p className="text-sm text-fg-secondary">{t('page.chart_loading')}</p>}>
        {chart.data && <PayoutChart points={chart.data.points} />}
      </Suspense>
    </div>
  );
}
