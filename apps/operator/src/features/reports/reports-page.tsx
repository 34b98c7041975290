import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { formatMoney, formatNumber, languageOf } from '@platform/i18n';
import { useTranslation } from '@platform/i18n/react';
import { type Columns, DataTable, type tableCore } from '@platform/tables';
import { Button } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { consoleError } from '../../lib/errors';
import { operatorQueries } from '../../lib/queries';

type Day = components['schemas']['ReportDay'];
type Category = components['schemas']['ReportCategoryPlay'];

const route = getRouteApi('/_console/reports');
const dayHelper = createColumnHelper<typeof tableCore, Day>();
const categoryHelper = createColumnHelper<typeof tableCore, Category>();
const NUMERIC = [
  'deposits',
  'withdrawals',
  'bets',
  'stake',
  'payouts',
  'ggr',
  'bonusCost',
  'newMembers',
];

/** Saves the server's CSV of the period (exact decimals, each day with its offset). */
async function saveCsv(api: ReturnType<typeof useApi>, from: string, to: string) {
  const csv = await unwrap(
    api.GET('/operator/reports/daily/csv', { params: { query: { from, to } }, parseAs: 'text' }),
  );
  const url = URL.createObjectURL(new Blob([csv as string], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `daily-${from}-${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Reports: the daily figures of a period in the merchant's calendar, per day and per game
 * category, with totals; the period is applied only when complete and in order, and the
 * figures are exported as CSV by the server.
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation('operatorConsole');
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const result = useQuery(operatorQueries(api).dailyReport(search));
  const [reversed, setReversed] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const hintId = useId();
  const report = result.data;
  const language = languageOf(i18n);
  const money = useMemo(() => (value: string) => formatMoney(value, language), [language]);
  const count = useMemo(() => (value: number) => formatNumber(value, language), [language]);
  const categoryName = useMemo(
    () => (code: string) => t(`reports.category.${code}`, { defaultValue: code }),
    [t],
  );

  const dayColumns = useMemo<Columns<Day>>(
    () => [
      dayHelper.accessor('day', {
        header: () => t('dashboard.day'),
        cell: (c) => <span dir="ltr">{c.getValue()}</span>,
      }),
      dayHelper.accessor('deposits', {
        header: () => t('dashboard.deposits'),
        cell: (c) => money(c.getValue()),
      }),
      dayHelper.accessor('withdrawals', {
        header: () => t('dashboard.withdrawals'),
        cell: (c) => money(c.getValue()),
      }),
      dayHelper.accessor('bets', {
        header: () => t('dashboard.bets'),
        cell: (c) => count(c.getValue()),
      }),
      dayHelper.accessor('stake', {
        header: () => t('reports.stake'),
        cell: (c) => money(c.getValue()),
      }),
      dayHelper.accessor('payouts', {
        header: () => t('reports.payouts'),
        cell: (c) => money(c.getValue()),
      }),
      dayHelper.accessor('ggr', {
        header: () => t('dashboard.ggr'),
        cell: (c) => money(c.getValue()),
      }),
      dayHelper.accessor('bonusCost', {
        header: () => t('dashboard.bonus_cost'),
        cell: (c) => money(c.getValue()),
      }),
      dayHelper.accessor('newMembers', {
        header: () => t('dashboard.new_members'),
        cell: (c) => count(c.getValue()),
      }),
    ],
    [t, money, count],
  );
  const categoryColumns = useMemo<Columns<Category>>(
    () => [
      categoryHelper.accessor('category', {
        header: () => t('reports.game_category'),
        cell: (c) => categoryName(c.getValue()),
      }),
      categoryHelper.accessor('bets', {
        header: () => t('dashboard.bets'),
        cell: (c) => count(c.getValue()),
      }),
      categoryHelper.accessor('stake', {
        header: () => t('reports.stake'),
        cell: (c) => money(c.getValue()),
      }),
      categoryHelper.accessor('payouts', {
        header: () => t('reports.payouts'),
        cell: (c) => money(c.getValue()),
      }),
      categoryHelper.accessor('ggr', {
        header: () => t('dashboard.ggr'),
        cell: (c) => money(c.getValue()),
      }),
    ],
    [t, money, count, categoryName],
  );

  const onApply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = String(form.get('from') ?? '');
    const to = String(form.get('to') ?? '');
    // A range that ends before it starts is not applied: the table keeps the last view.
    if (from && to && from > to) {
      setReversed(true);
      return;
    }
    setReversed(false);
    void navigate({ search: { from: from || undefined, to: to || undefined } });
  };
  const onExport = async () => {
    if (!report) return;
    setExporting(true);
    setExportError(null);
    try {
      await saveCsv(api, report.from, report.to);
    } catch (failure) {
      setExportError(consoleError(failure, t));
    } finally {
      setExporting(false);
    }
  };

  const totals = report?.totals;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">{t('reports.nav')}</h1>
      <form className="flex flex-wrap items-end gap-3" onSubmit={onApply} noValidate>
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('reports.from')}
          <input
            type="date"
            name="from"
            defaultValue={search.from ?? report?.from ?? ''}
            key={`from-${report?.from ?? ''}`}
            aria-describedby={reversed ? hintId : undefined}
            className="rounded border border-border bg-surface px-2 py-2 text-fg"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('reports.to')}
          <input
            type="date"
            name="to"
            defaultValue={search.to ?? report?.to ?? ''}
            key={`to-${report?.to ?? ''}`}
            aria-describedby={reversed ? hintId : undefined}
            className="rounded border border-border bg-surface px-2 py-2 text-fg"
          />
        </label>
        <Button type="submit" variant="secondary">
          {t('reports.apply')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          loading={exporting}
          disabled={!report}
          onClick={() => void onExport()}
        >
          {t('reports.export')}
        </Button>
      </form>
      {reversed && (
        <p id={hintId} role="alert" className="text-sm text-danger">
          {t('reports.period_invalid')}
        </p>
      )}
      {exportError && (
        <p role="alert" className="text-sm text-danger">
          {exportError}
        </p>
      )}
      {result.isError ? (
        <p role="alert" className="text-danger">
          {consoleError(result.error, t)}
        </p>
      ) : (
        <>
          {report && (
            <p className="text-sm text-fg-muted">
              {t('reports.scope', { timeZone: report.timeZone, currency: report.currency })}
            </p>
          )}
          <DataTable
            caption={t('reports.per_day')}
            columns={dayColumns}
            data={report?.days ?? []}
            sortable={[]}
            onSort={() => undefined}
            numeric={NUMERIC}
            dense
            totals={
              totals
                ? [
                    [
                      t('reports.total'),
                      money(totals.deposits),
                      money(totals.withdrawals),
                      count(totals.bets),
                      money(totals.stake),
                      money(totals.payouts),
                      money(totals.ggr),
                      money(totals.bonusCost),
                      count(totals.newMembers),
                    ],
                  ]
                : undefined
            }
            empty={result.isPending ? t('table.loading') : t('table.empty')}
            sortLabel={t('table.sort_by')}
            stale={result.isPlaceholderData}
            rowId={(row) => row.day}
            testId="report-days"
          />
          <DataTable
            caption={t('reports.per_category')}
            columns={categoryColumns}
            data={totals?.categories ?? []}
            sortable={[]}
            onSort={() => undefined}
            numeric={['bets', 'stake', 'payouts', 'ggr']}
            empty={result.isPending ? t('table.loading') : t('table.empty')}
            sortLabel={t('table.sort_by')}
            stale={result.isPlaceholderData}
            rowId={(row) => row.category}
            testId="report-categories"
          />
        </>
      )}
    </div>
  );
}
