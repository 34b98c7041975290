import type { components } from '@platform/api-client';
import { recordsQueries } from '@platform/api-client/queries/records';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { DataTable, Pager, toggleSort, withFilters } from '@platform/tables';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { QueryState } from '@platform/site';
import {
  LEDGER_KINDS,
  parseTransactionSearch,
  RECORD_PAGE_SIZE,
  RECORD_PAGE_SIZES,
  TRANSACTION_SORTS,
  type TransactionSearch,
  transactionQuery,
} from './records-search';
import { useMediaQuery } from '../../lib/use-media-query';
import { kindFilterLabel } from './kind-label';
import { PeriodFilter } from './period-filter';
import { isPeriodError, recordsError } from './records-errors';
import { toneOf, useRecordsFormat } from './records-format';
import { CardList, FilterSelect, RecordsFrame, TotalsStrip, usePagerTexts } from './records-ui';
import { SortSelect } from './sort-select';
import { TransactionCard, transactionColumns } from './transaction-columns';
import { TransactionDetailDialog } from './transaction-detail-dialog';

type TransactionRow = components['schemas']['TransactionRow'];

function normalise(search: TransactionSearch): TransactionSearch {
  const next = { ...search };
  if (next.sort === 'createdAt') delete next.sort;
  if (next.order === 'desc') delete next.order;
  if (next.pageSize === RECORD_PAGE_SIZE) delete next.pageSize;
  for (const [key, value] of Object.entries(next))
    if (value === undefined) delete next[key as keyof TransactionSearch];
  return next;
}

/** /member/transactionHistory, wired to its URL. */
export function TransactionsRoute() {
  const raw: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  return (
    <TransactionHistoryPage
      search={parseTransactionSearch(raw)}
      onSearch={(next) =>
        void navigate({ to: '/member/transactionHistory', search: normalise(next) })
      }
    />
  );
}

/**
 * Transactions: every movement of the member's money (deposits, withdrawals and their returns,
 * bets, wins, transfers, bonuses, rebates, adjustments) by period and type, with the period's
 * money in, out and net, and a transaction's detail over the page.
 */
export function TransactionHistoryPage({
  search,
  onSearch,
}: {
  search: TransactionSearch;
  onSearch: (next: TransactionSearch) => void;
}) {
  const { t } = useTranslation('records');
  const api = useApi();
  const wide = useMediaQuery('(min-width: 768px)');
  const txs = useQuery({
    ...recordsQueries(api).transactions(transactionQuery(search)),
    placeholderData: keepPreviousData,
  });
  const data = txs.data;
  const f = useRecordsFormat(data?.period.timeZone);
  const pagerTexts = usePagerTexts(f.count);
  const open = (row: TransactionRow) => onSearch({ ...search, tx: row.transactionId });
  const columns = transactionColumns({ t, f, open });
  const error = txs.error;
  return (
    <RecordsFrame
      title={t('title.transactions')}
      zone={data ? t('period.zone', { offset: f.zone() }) : null}
      testId="transaction-history"
    >
      <div className="flex flex-wrap items-end gap-3">
        <PeriodFilter
          value={search}
          info={data?.period}
          serverError={isPeriodError(error) ? recordsError(error, t) : undefined}
          onApply={(p) =>
            onSearch(
              withFilters(search, { period: p.period, from: p.from, to: p.to, tx: undefined }),
            )
          }
        />
        <FilterSelect
          label={t('filters.kind')}
          value={search.kind ?? ''}
          options={[
            { value: '', label: t('filters.all') },
            ...LEDGER_KINDS.map((k) => ({ value: k, label: kindFilterLabel(t, k) })),
          ]}
          onChange={(kind) => onSearch(withFilters(search, { kind: kind || undefined }))}
          testId="filter-kind"
        />
        {!wide && (
          <SortSelect
            columns={TRANSACTION_SORTS}
            sort={search.sort ?? 'createdAt'}
            order={search.order ?? 'desc'}
            onChange={(sort, order) => onSearch(withFilters(search, { sort, order }))}
          />
        )}
      </div>
      {data && (
        <TotalsStrip
          label={t('totals.period')}
          testId="transaction-totals"
          items={[
            {
              label: t('totals.movements'),
              value: f.count(data.totals.count),
              testId: 'total-count',
            },
            {
              label: t('totals.in'),
              value: f.signed(data.totals.credits),
              tone: toneOf(data.totals.credits),
              testId: 'total-in',
            },
            {
              label: t('totals.out'),
              value: f.signed(data.totals.debits),
              tone: toneOf(data.totals.debits),
              testId: 'total-out',
            },
            {
              label: t('totals.net'),
              value: f.signed(data.totals.net),
              tone: toneOf(data.totals.net),
              testId: 'total-net',
            },
          ]}
        />
      )}
      {data && data.totals.byKind.length > 0 && (
        <details className="text-sm" data-testid="totals-by-kind">
          <summary className="cursor-pointer text-fg-secondary">{t('totals.by_kind')}</summary>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {data.totals.byKind.map((k) => (
              <li
                key={k.kind}
                className="flex justify-between gap-3 rounded-md bg-surface px-3 py-1.5"
              >
                <span>
                  {kindFilterLabel(t, k.kind)} · {f.count(k.count)}
                </span>
                <span className={`tabular-nums ${toneOf(k.net)}`} dir="ltr">
                  {f.signed(k.net)}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {error && !isPeriodError(error) && (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
          {recordsError(error, t)}
        </p>
      )}
      {!data && (
        <QueryState isPending={txs.isPending} error={null} onRetry={() => void txs.refetch()} />
      )}
      {data &&
        (wide ? (
          <DataTable
            caption={t('title.transactions')}
            columns={columns}
            data={data.list}
            sortable={TRANSACTION_SORTS}
            sort={search.sort ?? 'createdAt'}
            order={search.order ?? 'desc'}
            onSort={(column) => onSearch(toggleSort(search, column, 'desc'))}
            empty={t('empty')}
            stale={txs.isPlaceholderData}
            sortLabel={t('sort_by')}
            numeric={['amount']}
            rowId={(r) => String(r.entryId)}
            testId="transaction-table"
          />
        ) : (
          <CardList
            rows={data.list}
            rowKey={(r) => String(r.entryId)}
            onOpen={open}
            empty={t('empty')}
            stale={txs.isPlaceholderData}
            testId="transaction-cards"
            render={(r) => <TransactionCard row={r} f={f} />}
          />
        ))}
      {data && (
        <Pager
          page={search.page ?? 1}
          pageSize={search.pageSize ?? RECORD_PAGE_SIZE}
          total={data.total}
          pageSizes={RECORD_PAGE_SIZES}
          onPage={(page) => onSearch({ ...search, page })}
          onPageSize={(pageSize) => onSearch(withFilters(search, { pageSize }))}
          texts={pagerTexts}
        />
      )}
      {search.tx !== undefined && (
        <TransactionDetailDialog
          id={search.tx}
          timeZone={data?.period.timeZone}
          onClose={() => onSearch({ ...search, tx: undefined })}
        />
      )}
    </RecordsFrame>
  );
}
