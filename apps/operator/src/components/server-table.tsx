import { useTranslation } from '@platform/i18n/react';
import { DataTable, type DataTableProps, type RowData } from '@platform/tables';
import { consoleError } from '../lib/errors';
import { Pager } from './pager';

/** A page of rows as every /operator list answers it. */
interface RowPage<R> {
  content: R[];
  page: number;
  size: number;
  totalElements: number;
}

type Props<R extends RowData> = Omit<
  DataTableProps<R>,
  'data' | 'empty' | 'sortLabel' | 'stale' | 'sortable' | 'onSort'
> &
  Partial<Pick<DataTableProps<R>, 'sortable' | 'onSort'>> & {
    /** The list's query (TanStack Query's result). */
    result: {
      data?: RowPage<R>;
      error: unknown;
      isError: boolean;
      isPending: boolean;
      isPlaceholderData: boolean;
    };
    /** Moves to a page (undefined: the first). */
    onPage: (page: number | undefined) => void;
    /** Changes the page size (undefined: the default, 20). */
    onPageSize: (size: number | undefined) => void;
  };

const NONE: never[] = [];

/**
 * A console list: the server's page in a table with its pager, or the translated refusal in
 * place of both; the rows dim while the next page loads.
 */
export function ServerTable<R extends RowData>({
  result,
  onPage,
  onPageSize,
  sortable = NONE,
  onSort = () => undefined,
  ...table
}: Props<R>) {
  const { t } = useTranslation('operatorConsole');
  if (result.isError) {
    return (
      <p role="alert" className="text-danger">
        {consoleError(result.error, t)}
      </p>
    );
  }
  const page = result.data;
  return (
    <>
      <DataTable
        {...table}
        data={page?.content ?? NONE}
        sortable={sortable}
        onSort={onSort}
        empty={result.isPending ? t('table.loading') : t('table.empty')}
        sortLabel={t('table.sort_by')}
        stale={result.isPlaceholderData}
      />
      {page && (
        <Pager
          page={page.page}
          pageSize={page.size}
          total={page.totalElements}
          onPage={(p) => onPage(p > 1 ? p : undefined)}
          onPageSize={(size) => onPageSize(size === 20 ? undefined : size)}
        />
      )}
    </>
  );
}
