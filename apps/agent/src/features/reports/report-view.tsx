import { useTranslation } from '@platform/i18n/react';
import { type Columns, DataTable, toggleSort, withFilters } from '@platform/tables';
import { Button } from '@platform/ui';
import type { RowData } from '@tanstack/react-table';
import { type FormEvent, type ReactNode } from 'react';
import { agentErrorMessage } from '../../components/agent-error';
import { Pager } from '../../components/pager';
import { PeriodPicker } from '../../components/period-picker';
import { FilterInput } from '../../components/filter-fields';
import { REPORT_SPECS, type ReportName, type ReportSearch } from '../../lib/table-search';
import { useKeepFocus } from '../../components/use-keep-focus';
import { WayBack } from '../../components/console-error';

export type SetSearch = (update: (prev: ReportSearch) => ReportSearch) => void;

interface Paged {
  total: number;
  page: number;
  pageSize: number;
}

export interface ReportViewProps<R extends RowData> {
  name: ReportName;
  title: string;
  search: ReportSearch;
  setSearch: SetSearch;
  result: {
    data?: Paged & { list: R[] };
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isPlaceholderData: boolean;
  };
  columns: Columns<R>;
  totals?: readonly ReactNode[];
  /** Extra filter fields (selects) inside the filter form, read by `readExtra`. */
  extraFilters?: ReactNode;
  readExtra?: (data: FormData) => Partial<ReportSearch>;
  /** Above the table (breadcrumb). */
  header?: ReactNode;
  /** No account search (the income report is the agent's own). */
  noAccount?: boolean;
}

/** A team report: period presets, filters, a server-sorted and paged table, and totals. */
export function ReportView<R extends RowData>({
  name,
  title,
  search,
  setSearch,
  result,
  columns,
  totals,
  extraFilters,
  readExtra,
  header,
  noAccount,
}: ReportViewProps<R>) {
  const { t } = useTranslation('agentConsole');
  const spec = REPORT_SPECS[name];
  // Enter in a filter keeps the focus there when the form re-mounts with the new values.
  const keepFocus = useKeepFocus();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const account = String(data.get('account') ?? '').trim() || undefined;
    setSearch((prev) => withFilters(prev, { account, ...readExtra?.(data) }));
  };
  const page = result.data;
  return (
    <div className="flex flex-col gap-4" data-testid={`report-${name}`}>
      <h1 className="text-2xl font-bold text-fg">{title}</h1>
      {header}
      <div className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-surface p-3">
        <PeriodPicker
          value={{ period: search.period ?? spec.defaultPeriod, from: search.from, to: search.to }}
          onChange={(p) =>
            setSearch((prev) =>
              withFilters(prev, {
                period: p.period === spec.defaultPeriod ? undefined : p.period,
                from: p.from,
                to: p.to,
              }),
            )
          }
        />
        {(!noAccount || extraFilters) && (
          <form
            key={JSON.stringify(search)}
            {...keepFocus}
            onSubmit={submit}
            role="search"
            aria-label={t('filters.title')}
            className="flex flex-wrap items-end gap-3"
          >
            {!noAccount && (
              <FilterInput
                label={t('filters.account')}
                name="account"
                type="search"
                defaultValue={search.account ?? ''}
                maxLength={64}
              />
            )}
            {extraFilters}
            <Button type="submit" size="sm">
              {t('filters.apply')}
            </Button>
          </form>
        )}
      </div>
      {result.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-4" data-testid="view-error">
          <p className="text-danger">{agentErrorMessage(result.error, t)}</p>
          <WayBack />
        </div>
      ) : (
        <>
          <DataTable
            caption={title}
            columns={columns}
            data={page?.list ?? []}
            sortable={spec.sortColumns}
            sort={search.sort}
            order={search.order}
            onSort={(column) => setSearch((prev) => toggleSort(prev, column))}
            totals={totals && [totals]}
            empty={result.isPending ? t('table.loading') : t('table.empty')}
            sortLabel={t('table.sort_by')}
            stale={result.isPlaceholderData}
            testId="report-table"
          />
          {page && page.total > 0 && (
            <Pager
              page={page.page}
              pageSize={page.pageSize}
              total={page.total}
              onPage={(p) => setSearch((prev) => ({ ...prev, page: p > 1 ? p : undefined }))}
              onPageSize={(size) =>
                setSearch((prev) => withFilters(prev, { pageSize: size === 20 ? undefined : size }))
              }
            />
          )}
        </>
      )}
    </div>
  );
}
