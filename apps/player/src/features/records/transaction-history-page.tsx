import type { components } from '@platform/api-client';
import { recordsQueries } from '@platform/api-client/queries/records';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { withFilters } from '@platform/tables';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  LEDGER_KINDS,
  listUrlSearch,
  TRANSACTION_SORTS,
  type TransactionSearch,
  transactionQuery,
} from './records-search';
import { kindFilterLabel } from './kind-label';
import { toneOf, useRecordsFormat } from './records-format';
import { RecordsList } from './records-list';
import { FilterSelect, TotalsStrip } from './records-ui';
import { TransactionCard, transactionColumns } from './transaction-columns';
import { TransactionDetailDialog } from './transaction-detail-dialog';

type TransactionRow = components['schemas']['TransactionRow'];

const route = getRouteApi('/member/transactionHistory');

/** /member/transactionHistory, wired to its URL (defaults left out of it). */
export function TransactionsRoute() {
  const navigate = route.useNavigate();
  return (
    <TransactionHistoryPage
      search={route.useSearch()}
      onSearch={(next) => void navigate({ search: listUrlSearch(next) })}
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
  const txs = useQuery({
    ...recordsQueries(api).transactions(transactionQuery(search)),
    placeholderData: keepPreviousData,
  });
  const data = txs.data;
  const f = useRecordsFormat(data?.period.timeZone);
  const open = (row: TransactionRow) => onSearch({ ...search, tx: row.transactionId });
  const columns = transactionColumns({ t, f, open });
  return (
    <RecordsList
      title={t('title.transactions')}
      testId="transaction-history"
      search={search}
      onSearch={onSearch}
      result={txs}
      f={f}
      detail="tx"
      sorts={TRANSACTION_SORTS}
      filters={
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
      }
      summary={
        data && (
          <>
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
            {data.totals.byKind.length > 0 && (
              <details className="text-sm" data-testid="totals-by-kind">
                <summary className="cursor-pointer text-fg-secondary">
                  {t('totals.by_kind')}
                </summary>
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
          </>
        )
      }
      table={{ columns, numeric: ['amount'], testId: 'transaction-table' }}
      rowId={(r) => String(r.entryId)}
      onOpen={open}
      cardTestId="transaction-cards"
      card={(r) => <TransactionCard row={r} f={f} />}
      dialog={
        search.tx !== undefined && (
          <TransactionDetailDialog
            id={search.tx}
            timeZone={data?.period.timeZone}
            onClose={() => onSearch({ ...search, tx: undefined })}
          />
        )
      }
    />
  );
}
