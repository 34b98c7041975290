import { cx } from '@platform/ui';
import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import type { SortOrder } from './table-search';

export type { RowData };

/** Server-driven tables use the core only: sorting, filtering and paging are the server's. */
export const tableCore = tableFeatures({});
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of mixed value types
export type Columns<R extends RowData> = ColumnDef<typeof tableCore, R, any>[];

/** Pages longer than this render only the rows in view. */
const VIRTUAL_FROM = 60;
const ROW_HEIGHT = 41;

export interface DataTableProps<R extends RowData> {
  caption: string;
  columns: Columns<R>;
  data: R[];
  /** Column ids the server sorts by; their headers become sort buttons. */
  sortable: readonly string[];
  sort?: string;
  order?: SortOrder;
  onSort: (column: string) => void;
  /** Rows of totals under the body, one cell per column (the first is the row's heading). */
  totals?: readonly (readonly ReactNode[])[];
  /** Shown instead of the body when there is no row. */
  empty: string;
  /** Dims the rows while the next page loads. */
  stale?: boolean;
  /** Screen-reader hint of a sort button (translated), e.g. "sort by". */
  sortLabel: string;
  /** Cells of these column ids are aligned to the end (amounts). */
  numeric?: readonly string[];
  /** A row's own test id and key, when it has one. */
  rowId?: (row: R) => string;
  testId?: string;
  /**
   * The totals row group's test id (default `totals`): a second table on the same screen names
   * its own, so a page's `totals` stays one element.
   */
  totalsTestId?: string;
  /**
   * Narrower cell padding, for a table of many columns that must fit a laptop screen: a cell
   * may then hold two lines of 16 px within the row's height.
   */
  dense?: boolean;
}

/**
 * A server-driven table: TanStack Table's core renders the columns; a header click asks the
 * server for another order (aria-sort tells which); long pages are virtualised.
 */
export function DataTable<R extends RowData>({
  caption,
  columns,
  data,
  sortable,
  sort,
  order = 'asc',
  onSort,
  totals,
  empty,
  stale,
  sortLabel,
  numeric = [],
  dense = false,
  rowId,
  testId,
  totalsTestId = 'totals',
}: DataTableProps<R>) {
  const table = useTable({
    features: tableCore,
    columns,
    data,
    ...(rowId ? { getRowId: (row: R) => rowId(row) } : {}),
  });
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const virtual = rows.length > VIRTUAL_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const shown = virtual ? items.map((item) => rows[item.index]!) : rows;
  const padTop = virtual && items.length ? items[0]!.start : 0;
  const padBottom =
    virtual && items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const width = columns.length;
  const ids = table.getAllLeafColumns().map((c) => c.id);
  const pad = dense ? 'px-2' : 'px-3';
  const align = (id: string) => (numeric.includes(id) ? 'text-end tabular-nums' : 'text-start');
  return (
    <div
      ref={scrollRef}
      // relative: the containing block of the headers' visually hidden texts, which would
      // otherwise be placed against the page and widen it by the table's hidden width.
      className={cx(
        'relative overflow-auto rounded-lg border border-border',
        virtual && 'max-h-[70vh]',
        stale && 'opacity-60',
      )}
      data-testid={testId}
      // Keyboard users scroll the table with the arrow keys once it has the focus.
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table
        className="w-full min-w-max text-sm"
        aria-rowcount={virtual ? rows.length + 1 : undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-bg-elevated">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const id = header.column.id;
                const sorted = sort === id;
                const label = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={cx(
                      'whitespace-nowrap py-2 font-medium text-fg-secondary',
                      pad,
                      align(id),
                    )}
                  >
                    {sortable.includes(id) ? (
                      <button
                        type="button"
                        onClick={() => onSort(id)}
                        className="inline-flex items-center gap-1 rounded hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
                        data-testid={`sort-${id}`}
                      >
                        {label}
                        <span aria-hidden="true" className={sorted ? 'text-accent' : 'opacity-40'}>
                          {sorted ? (order === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                        <span className="sr-only">{sortLabel}</span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={width} className="px-3 py-8 text-center text-fg-muted">
                {empty}
              </td>
            </tr>
          )}
          {padTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={width} style={{ height: padTop }} />
            </tr>
          )}
          {shown.map((row) => (
            <tr
              key={row.id}
              className="h-[41px] border-t border-border hover:bg-surface-hover"
              aria-rowindex={virtual ? row.index + 2 : undefined}
              data-testid="table-row"
            >
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={cx(
                    'whitespace-nowrap text-fg',
                    pad,
                    dense ? 'py-1' : 'py-2',
                    align(cell.column.id),
                  )}
                >
                  {/* Isolated: a date, amount or account keeps its own order in a right-to-left table. */}
                  <bdi>
                    <table.FlexRender cell={cell} />
                  </bdi>
                </td>
              ))}
            </tr>
          ))}
          {padBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={width} style={{ height: padBottom }} />
            </tr>
          )}
        </tbody>
        {totals && totals.length > 0 && rows.length > 0 && (
          <tfoot
            className="border-t-2 border-border-strong bg-bg-elevated font-semibold"
            data-testid={totalsTestId}
          >
            {totals.map((cells, r) => (
              <tr key={r} className={r > 0 ? 'border-t border-border' : undefined}>
                {cells.map((cell, i) =>
                  i === 0 ? (
                    <th
                      key={i}
                      scope="row"
                      className={cx('whitespace-nowrap py-2 text-start', pad)}
                    >
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={i}
                      className={cx(
                        'whitespace-nowrap py-2 tabular-nums',
                        pad,
                        align(ids[i] ?? ''),
                      )}
                    >
                      <bdi>{cell}</bdi>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tfoot>
        )}
      </table>
    </div>
  );
}
