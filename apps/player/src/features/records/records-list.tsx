// The frame both records lists share (bet records, transactions): the filters row (the period,
// the list's own filters, the order on a phone), what the list shows above its rows, the rows
// as a table from 768 px or as cards below, the pager and the open detail.
import { useTranslation } from '@platform/i18n/react';
import { QueryState } from '@platform/site';
import {
  type Columns,
  DataTable,
  Pager,
  type RowData,
  toggleSort,
  withFilters,
} from '@platform/tables';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import { PeriodFilter, type PeriodInfo } from './period-filter';
import { isPeriodError, recordsError } from './records-errors';
import type { useRecordsFormat } from './records-format';
import { type ListSearch, RECORD_PAGE_SIZE, RECORD_PAGE_SIZES } from './records-search';
import { CardList, RecordsFrame, usePagerTexts } from './records-ui';
import { SortSelect } from './sort-select';

interface ListPage<R extends RowData> {
  list: R[];
  total: number;
  period: PeriodInfo;
}

export function RecordsList<S extends string, T extends ListSearch<S>, R extends RowData>(props: {
  title: string;
  testId: string;
  search: T;
  onSearch: (next: T) => void;
  result: UseQueryResult<ListPage<R>>;
  f: ReturnType<typeof useRecordsFormat>;
  /** The search key of the open detail, closed when the period changes. */
  detail: keyof T;
  /** The columns the list sorts by, the default (newest first) first. */
  sorts: readonly S[];
  /** The list's own filters, after the period. */
  filters?: ReactNode;
  /** Above the rows (the period's totals). */
  summary: ReactNode;
  table: {
    columns: Columns<R>;
    totals?: readonly (readonly ReactNode[])[];
    numeric: readonly string[];
    testId: string;
  };
  cardTestId: string;
  card: (row: R) => ReactNode;
  rowId: (row: R) => string;
  /** Opens a row's detail (a card's click; the table's own cells open it too). */
  onOpen: (row: R) => void;
  /** Under the cards of a phone, when there is a row. */
  phoneFooter?: ReactNode;
  /** The open detail, if any. */
  dialog: ReactNode;
}) {
  const { search, onSearch, result, f, detail, sorts, table } = props;
  const { t } = useTranslation('records');
  const wide = useMediaQuery('(min-width: 768px)');
  const pagerTexts = usePagerTexts(f.count);
  const data = result.data;
  const error = result.error;
  const sort = search.sort ?? sorts[0]!;
  const order = search.order ?? 'desc';
  return (
    <RecordsFrame
      title={props.title}
      zone={data ? t('period.zone', { offset: f.zone() }) : null}
      testId={props.testId}
    >
      <div className="flex flex-wrap items-end gap-3">
        <PeriodFilter
          value={search}
          info={data?.period}
          serverError={isPeriodError(error) ? recordsError(error, t) : undefined}
          onApply={(p) =>
            onSearch(
              withFilters(search, {
                period: p.period,
                from: p.from,
                to: p.to,
                [detail]: undefined,
              } as Partial<T>),
            )
          }
        />
        {props.filters}
        {!wide && (
          <SortSelect
            columns={sorts}
            sort={sort}
            order={order}
            onChange={(s, o) => onSearch(withFilters(search, { sort: s, order: o } as Partial<T>))}
          />
        )}
      </div>
      {props.summary}
      {error && !isPeriodError(error) && (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
          {recordsError(error, t)}
        </p>
      )}
      {!data && (
        <QueryState
          isPending={result.isPending}
          error={null}
          onRetry={() => void result.refetch()}
        />
      )}
      {data &&
        (wide ? (
          <DataTable
            caption={props.title}
            columns={table.columns}
            data={data.list}
            sortable={sorts}
            sort={sort}
            order={order}
            onSort={(column) => onSearch(toggleSort(search, column, 'desc'))}
            {...(table.totals ? { totals: table.totals } : {})}
            empty={t('empty')}
            stale={result.isPlaceholderData}
            sortLabel={t('sort_by')}
            numeric={table.numeric}
            rowId={props.rowId}
            testId={table.testId}
          />
        ) : (
          <CardList
            rows={data.list}
            rowKey={props.rowId}
            onOpen={props.onOpen}
            empty={t('empty')}
            stale={result.isPlaceholderData}
            testId={props.cardTestId}
            render={props.card}
          />
        ))}
      {data && !wide && data.list.length > 0 && props.phoneFooter}
      {data && (
        <Pager
          page={search.page ?? 1}
          pageSize={search.pageSize ?? RECORD_PAGE_SIZE}
          total={data.total}
          pageSizes={RECORD_PAGE_SIZES}
          onPage={(page) => onSearch({ ...search, page })}
          onPageSize={(pageSize) => onSearch(withFilters(search, { pageSize } as Partial<T>))}
          texts={pagerTexts}
        />
      )}
      {props.dialog}
    </RecordsFrame>
  );
}
