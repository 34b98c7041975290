import type { components } from '@platform/api-client';
import { recordsQueries } from '@platform/api-client/queries/records';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { DataTable, Pager, toggleSort, withFilters } from '@platform/tables';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { QueryState } from '@platform/site';
import { useMediaQuery } from '../../lib/use-media-query';
import {
  BET_SORTS,
  type BetRecordsSearch,
  betRecordsQuery,
  parseBetRecordsSearch,
  RECORD_PAGE_SIZE,
  RECORD_PAGE_SIZES,
} from './records-search';
import { betColumns, BetCard } from './bet-columns';
import { BetDetailDialog } from './bet-detail-dialog';
import { BetFilters } from './bet-filters';
import { PeriodFilter } from './period-filter';
import { isPeriodError, recordsError } from './records-errors';
import { toneOf, useRecordsFormat } from './records-format';
import { CardList, RecordsFrame, TotalsStrip, usePagerTexts } from './records-ui';
import { SortSelect } from './sort-select';

type BetRow = components['schemas']['BetRow'];
type BetTotals = components['schemas']['BetTotals'];

/** Leaves the defaults (newest first) out of the URL. */
function normalise(search: BetRecordsSearch): BetRecordsSearch {
  const next = { ...search };
  if (next.sort === 'createdAt') delete next.sort;
  if (next.order === 'desc') delete next.order;
  if (next.pageSize === RECORD_PAGE_SIZE) delete next.pageSize;
  for (const [key, value] of Object.entries(next))
    if (value === undefined) delete next[key as keyof BetRecordsSearch];
  return next;
}

/** /member/personalHistoryCopy, wired to its URL. */
export function BetRecordsRoute() {
  const raw: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  return (
    <BetRecordsPage
      search={parseBetRecordsSearch(raw)}
      onSearch={(next) =>
        void navigate({ to: '/member/personalHistoryCopy', search: normalise(next) })
      }
    />
  );
}

/**
 * Bet records: the member's rounds by period, game type, provider and status; each row time,
 * game, provider, round, stake, valid bet, win/loss and status; the page's and the period's
 * totals; a round's detail over the page. A table from 768 px, cards below.
 */
export function BetRecordsPage({
  search,
  onSearch,
}: {
  search: BetRecordsSearch;
  onSearch: (next: BetRecordsSearch) => void;
}) {
  const { t } = useTranslation('records');
  const { t: shell } = useTranslation('shell');
  const api = useApi();
  const wide = useMediaQuery('(min-width: 768px)');
  const query = betRecordsQuery(search);
  const bets = useQuery({ ...recordsQueries(api).bets(query), placeholderData: keepPreviousData });
  const data = bets.data;
  const f = useRecordsFormat(data?.period.timeZone);
  const pagerTexts = usePagerTexts(f.count);
  const open = (row: BetRow) => onSearch({ ...search, bet: row.betId });
  const columns = betColumns({ t, shell, f, open });
  const totalsRow = (label: string, s: BetTotals) => [
    label,
    t('totals.count', { count: s.count, n: f.count(s.count) }),
    '',
    '',
    f.money(s.stake),
    f.money(s.validBet),
    <span key="wl" className={toneOf(s.winLoss)} dir="ltr">
      {f.signed(s.winLoss)}
    </span>,
    '',
  ];
  const error = bets.error;
  return (
    <RecordsFrame
      title={t('title.bets')}
      zone={data ? t('period.zone', { offset: f.zone() }) : null}
      testId="bet-records"
    >
      <div className="flex flex-wrap items-end gap-3">
        <PeriodFilter
          value={search}
          info={data?.period}
          serverError={isPeriodError(error) ? recordsError(error, t) : undefined}
          onApply={(p) =>
            onSearch(
              withFilters(search, { period: p.period, from: p.from, to: p.to, bet: undefined }),
            )
          }
        />
        <BetFilters search={search} onSearch={onSearch} />
        {!wide && (
          <SortSelect
            columns={BET_SORTS}
            sort={search.sort ?? 'createdAt'}
            order={search.order ?? 'desc'}
            onChange={(sort, order) => onSearch(withFilters(search, { sort, order }))}
          />
        )}
      </div>
      {data && (
        <TotalsStrip
          label={t('totals.period')}
          testId="bet-totals"
          items={[
            { label: t('totals.rounds'), value: f.count(data.totals.count), testId: 'total-count' },
            { label: t('columns.stake'), value: f.money(data.totals.stake), testId: 'total-stake' },
            { label: t('columns.validBet'), value: f.money(data.totals.validBet) },
            {
              label: t('columns.winLoss'),
              value: f.signed(data.totals.winLoss),
              tone: toneOf(data.totals.winLoss),
              testId: 'total-win-loss',
            },
          ]}
        />
      )}
      {error && !isPeriodError(error) && (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
          {recordsError(error, t)}
        </p>
      )}
      {!data && (
        <QueryState isPending={bets.isPending} error={null} onRetry={() => void bets.refetch()} />
      )}
      {data &&
        (wide ? (
          <DataTable
            caption={t('title.bets')}
            columns={columns}
            data={data.list}
            sortable={BET_SORTS}
            sort={search.sort ?? 'createdAt'}
            order={search.order ?? 'desc'}
            onSort={(column) => onSearch(toggleSort(search, column, 'desc'))}
            totals={[
              totalsRow(t('totals.page'), data.pageTotals),
              totalsRow(t('totals.period'), data.totals),
            ]}
            empty={t('empty')}
            stale={bets.isPlaceholderData}
            sortLabel={t('sort_by')}
            numeric={['stake', 'validBet', 'winLoss']}
            rowId={(r) => String(r.betId)}
            testId="bet-table"
          />
        ) : (
          <CardList
            rows={data.list}
            rowKey={(r) => String(r.betId)}
            onOpen={open}
            empty={t('empty')}
            stale={bets.isPlaceholderData}
            testId="bet-cards"
            render={(r) => <BetCard row={r} f={f} />}
          />
        ))}
      {data && !wide && data.list.length > 0 && (
        <p className="text-sm text-fg-secondary" data-testid="page-totals">
          {t('totals.page')}: {t('columns.stake')} {f.money(data.pageTotals.stake)} ·{' '}
          {t('columns.winLoss')}{' '}
          <span className={toneOf(data.pageTotals.winLoss)} dir="ltr">
            {f.signed(data.pageTotals.winLoss)}
          </span>
        </p>
      )}
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
      {search.bet !== undefined && (
        <BetDetailDialog
          id={search.bet}
          timeZone={data?.period.timeZone}
          onClose={() => onSearch({ ...search, bet: undefined })}
        />
      )}
    </RecordsFrame>
  );
}
