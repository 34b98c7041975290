import type { components } from '@platform/api-client/schema';
import { unwrap } from '@platform/api-client';
import { agentQueries } from '@platform/api-client/queries/agent';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { type Columns, DataTable, type tableCore, toggleSort, withFilters } from '@platform/tables';
import { Button, ConfirmDialog } from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { agentErrorMessage } from '../../components/agent-error';
import { FilterInput, FilterSelect } from '../../components/filter-fields';
import { Money } from '../../components/money';
import { Pager } from '../../components/pager';
import { PeriodPicker } from '../../components/period-picker';
import { TeamBreadcrumb } from '../../components/team-breadcrumb';
import type { RouteContext } from '../../components/route-context';
import { useFormat } from '../../components/use-format';
import { DOWNLINE_SORTS, type DownlineSearch, downlineQuery } from '../../lib/table-search';
import { DetailsDialog, RebatesDialog, TransferDialog } from './downline-dialogs';
import { usePromoteDownline } from './downlines.mutations';
import { useKeepFocus } from '../../components/use-keep-focus';
import { WayBack } from '../../components/console-error';

type Row = components['schemas']['DownlineRow'];
type Action = 'details' | 'transfer' | 'promote' | 'rebates';

const route = getRouteApi('/agentHome/downlineManagmentView');
const helper = createColumnHelper<typeof tableCore, Row>();

export const loader = ({ context, deps }: RouteContext & { deps: DownlineSearch }) =>
  context.queryClient.ensureQueryData(agentQueries(context.api).downlines(downlineQuery(deps)));

/** Saves the server's CSV of the filtered view (the server streams it; the browser only saves it). */
async function saveCsv(api: ReturnType<typeof useApi>, search: DownlineSearch) {
  const { page: _p, pageSize: _s, ...query } = downlineQuery(search);
  const csv = await unwrap(
    api.GET('/wps/agent/downlines/export', { params: { query }, parseAs: 'text' }),
  );
  const url = URL.createObjectURL(new Blob([csv as string], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `downlines-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Filters({ search }: { search: DownlineSearch }) {
  const { t } = useTranslation('agentConsole');
  const navigate = route.useNavigate();
  const go = (patch: Partial<DownlineSearch>) =>
    void navigate({ search: (prev) => withFilters(prev, patch) });
  // Enter in a filter keeps the focus there when the form re-mounts with the new values.
  const keepFocus = useKeepFocus();
  const rangeId = useId();
  // A registration range that ends before it starts is not applied: the table keeps the last
  // view and the reason shows beside the fields until the range is put right.
  const [reversed, setReversed] = useState(false);
  const isReversed = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const from = String(data.get('registeredFrom') ?? '');
    const to = String(data.get('registeredTo') ?? '');
    return Boolean(from && to && from > to);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isReversed(event.currentTarget)) {
      setReversed(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="registeredTo"]')?.focus();
      return;
    }
    setReversed(false);
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    go({
      account: value('account'),
      type: value('type') as DownlineSearch['type'],
      status: value('status') as DownlineSearch['status'],
      registeredFrom: value('registeredFrom'),
      registeredTo: value('registeredTo'),
      activeOnly: data.get('activeOnly') === 'on' || undefined,
    });
  };
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3">
      <form
        // Re-read the URL's values after navigation (back, reset).
        key={JSON.stringify(search)}
        {...keepFocus}
        onSubmit={submit}
        onChange={(event) => {
          if (reversed && !isReversed(event.currentTarget)) setReversed(false);
        }}
        role="search"
        aria-label={t('filters.title')}
        className="flex flex-wrap items-end gap-3"
        data-testid="filters"
      >
        <FilterInput
          label={t('filters.account')}
          name="account"
          type="search"
          defaultValue={search.account ?? ''}
          maxLength={64}
        />
        <FilterSelect
          name="type"
          label={t('col.type')}
          value={search.type}
          options={[
            { value: 'player', label: t('types.player') },
            { value: 'agent', label: t('types.agent') },
          ]}
        />
        <FilterSelect
          name="status"
          label={t('col.status')}
          value={search.status}
          options={[
            { value: 'active', label: t('statuses.active') },
            { value: 'locked', label: t('statuses.locked') },
          ]}
        />
        <FilterInput
          label={t('filters.registered_from')}
          name="registeredFrom"
          type="date"
          defaultValue={search.registeredFrom ?? ''}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? rangeId : undefined}
        />
        <FilterInput
          label={t('filters.registered_to')}
          name="registeredTo"
          type="date"
          defaultValue={search.registeredTo ?? ''}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? rangeId : undefined}
        />
        <label className="flex items-center gap-2 self-center text-sm text-fg">
          <input name="activeOnly" type="checkbox" defaultChecked={search.activeOnly === true} />
          {t('filters.active_only')}
        </label>
        <Button type="submit" size="sm">
          {t('filters.apply')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setReversed(false);
            void navigate({
              search: { ...(search.parentId ? { parentId: search.parentId } : {}) },
            });
          }}
        >
          {t('filters.reset')}
        </Button>
        <p
          id={rangeId}
          aria-live="polite"
          className="basis-full text-sm text-danger empty:hidden"
          data-testid="registered-problem"
        >
          {reversed ? t('errors.period_invalid') : null}
        </p>
      </form>
      <PeriodPicker
        value={{ period: search.period ?? 'thisMonth', from: search.from, to: search.to }}
        onChange={(p) => go({ period: p.period, from: p.from, to: p.to })}
      />
    </div>
  );
}

/** downlineManagmentView: the agent's downlines, server-driven, with drill-down and actions. */
export function DownlinesPage() {
  const { t } = useTranslation('agentConsole');
  const api = useApi();
  const f = useFormat();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = downlineQuery(search);
  const result = useQuery({
    ...agentQueries(api).downlines(query),
    placeholderData: keepPreviousData,
  });
  const promote = usePromoteDownline();
  const [action, setAction] = useState<{ kind: Action; row: Row } | null>(null);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const close = () => setAction(null);

  const columns = useMemo<Columns<Row>>(
    () => [
      helper.accessor('account', {
        header: () => t('col.account'),
        cell: (c) => (
          <span dir="auto" data-testid="row-account">
            {c.getValue()}
          </span>
        ),
      }),
      helper.accessor('type', {
        header: () => t('col.type'),
        cell: (c) => t(`types.${c.getValue() === 0 ? 'player' : 'agent'}`),
      }),
      helper.accessor('level', {
        header: () => t('col.level'),
        cell: (c) => f.count(c.getValue()),
      }),
      helper.accessor('registeredAt', {
        header: () => t('col.registeredAt'),
        cell: (c) => f.dateTime(c.getValue()),
      }),
      helper.accessor('lastLoginAt', {
        header: () => t('col.lastLoginAt'),
        cell: (c) => f.dateTime(c.getValue()),
      }),
      helper.accessor('balance', {
        header: () => t('col.balance'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      helper.accessor('teamSize', {
        header: () => t('col.teamSize'),
        cell: (c) =>
          c.getValue() > 0 ? (
            <Link
              from="/agentHome/downlineManagmentView"
              search={(prev) => ({ ...withFilters(prev, {}), parentId: c.row.original.memberId })}
              className="text-accent underline-offset-2 hover:underline"
              aria-label={t('actions.team_of', {
                account: c.row.original.account,
                count: c.getValue(),
              })}
              data-testid="drill-down"
            >
              {f.count(c.getValue())}
            </Link>
          ) : (
            f.count(0)
          ),
      }),
      helper.accessor('deposits', {
        header: () => t('col.deposits'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      helper.accessor('withdrawals', {
        header: () => t('col.withdrawals'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      helper.accessor('validBets', {
        header: () => t('col.validBets'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      helper.accessor('winLoss', {
        header: () => t('col.winLoss'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      helper.accessor('status', {
        header: () => t('col.status'),
        cell: (c) => t(`statuses.${c.getValue()}`),
      }),
      helper.display({
        id: 'actions',
        header: () => t('col.actions'),
        cell: (c) => (
          <RowActions
            row={c.row.original}
            direct={c.row.original.level === 1}
            onAction={(kind) => setAction({ kind, row: c.row.original })}
          />
        ),
      }),
    ],
    [t, f],
  );

  const page = result.data;
  return (
    <div className="flex flex-col gap-4" data-testid="downlines">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">{t('menu.downlineManagmentView')}</h1>
        <Button
          variant="secondary"
          size="sm"
          loading={exporting === 'busy'}
          onClick={() => {
            setExporting('busy');
            saveCsv(api, search).then(
              () => setExporting('idle'),
              () => setExporting('failed'),
            );
          }}
          data-testid="export-csv"
        >
          {t('actions.export_csv')}
        </Button>
      </div>
      {exporting === 'failed' && (
        <p role="alert" className="text-sm text-danger">
          {t('errors.export_failed')}
        </p>
      )}
      {page && <TeamBreadcrumb crumbs={page.breadcrumb} />}
      <Filters search={search} />
      {result.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-4" data-testid="view-error">
          <p className="text-danger">{agentErrorMessage(result.error, t)}</p>
          <WayBack />
        </div>
      ) : (
        <>
          <DataTable
            caption={t('menu.downlineManagmentView')}
            columns={columns}
            data={page?.list ?? EMPTY}
            sortable={DOWNLINE_SORTS}
            sort={search.sort}
            order={search.order}
            onSort={(column) =>
              void navigate({
                search: (prev) => toggleSort(prev, column as DownlineSearch['sort'] & string),
              })
            }
            empty={result.isPending ? t('table.loading') : t('table.empty')}
            sortLabel={t('table.sort_by')}
            stale={result.isPlaceholderData}
            testId="downline-table"
          />
          {page && (
            <Pager
              page={page.page}
              pageSize={page.pageSize}
              total={page.total}
              onPage={(p) =>
                void navigate({ search: (prev) => ({ ...prev, page: p > 1 ? p : undefined }) })
              }
              onPageSize={(size) =>
                void navigate({
                  search: (prev) => withFilters(prev, { pageSize: size === 20 ? undefined : size }),
                })
              }
            />
          )}
        </>
      )}
      {action?.kind === 'details' && <DetailsDialog row={action.row} onClose={close} />}
      {action?.kind === 'transfer' && <TransferDialog row={action.row} onClose={close} />}
      {action?.kind === 'rebates' && <RebatesDialog row={action.row} onClose={close} />}
      <ConfirmDialog
        open={action?.kind === 'promote'}
        title={t('promote.title')}
        message={
          <>
            {t('promote.message', { account: action?.row.account ?? '' })}
            {promote.isError && (
              <span role="alert" className="mt-2 block text-danger">
                {agentErrorMessage(promote.error, t)}
              </span>
            )}
          </>
        }
        confirmLabel={t('promote.confirm')}
        cancelLabel={t('shell.cancel')}
        onConfirm={() =>
          action ? promote.mutateAsync(action.row.memberId).then(close) : undefined
        }
        onCancel={() => {
          promote.reset();
          close();
        }}
      />
    </div>
  );
}

const EMPTY: Row[] = [];

/** The row's actions as a native select-free button group (each a real button for the keyboard). */
function RowActions({
  row,
  direct,
  onAction,
}: {
  row: Row;
  direct: boolean;
  onAction: (kind: Action) => void;
}) {
  const { t } = useTranslation('agentConsole');
  const kinds: Action[] = ['details', 'transfer', 'rebates'];
  if (row.type === 0 && direct) kinds.push('promote');
  return (
    <span className="flex gap-1">
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          onClick={() => onAction(kind)}
          className="rounded border border-border px-2 py-0.5 text-xs text-fg-secondary hover:bg-surface-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
          aria-label={t(`actions.${kind}_of`, { account: row.account })}
          data-testid={`action-${kind}`}
        >
          {t(`actions.${kind}`)}
        </button>
      ))}
    </span>
  );
}
