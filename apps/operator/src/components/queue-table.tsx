import { useIdempotentMutation } from '@platform/api-client/mutations/idempotent';
import { useTranslation } from '@platform/i18n/react';
import {
  type Columns,
  DataTable,
  type PagedSearch,
  type RowData,
  withFilters,
} from '@platform/tables';
import { Button, ConfirmDialog } from '@platform/ui';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { consoleError } from '../lib/errors';
import { Pager } from './pager';
import { ReasonDialog } from './reason-dialog';

/** What a dialog of its own (a dispute's resolution) is handed. */
export interface DecisionDialogProps<Row> {
  row: Row;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (input: unknown) => void;
}

/** One decision a staff member can take on a row of a queue. */
export interface QueueDecision<Row> {
  /** The button's text. */
  label: string;
  /** The button's accessible name, naming the row. */
  labelFor: (row: Row) => string;
  /** The dialog's title. */
  title: (row: Row) => string;
  /** A yes/no with a message, a reason to type, or a dialog of its own. */
  ask: 'confirm' | 'reason' | ((props: DecisionDialogProps<Row>) => ReactNode);
  /** The yes/no's message. */
  message?: (row: Row) => string;
  variant?: 'primary' | 'secondary';
  /** The button's test id prefix (the row's id follows). */
  testId: string;
}

export interface QueueFilters extends PagedSearch {
  status?: string;
  account?: string;
}

interface QueuePage<Row> {
  content: Row[];
  page: number;
  size: number;
  totalElements: number;
}

/**
 * A money queue of the console (deposits, withdrawals, rewards, point redemptions): filter by
 * status and account (in the URL), the server's page, and per row the decisions its status and
 * the staff member's role allow, each asked in a dialog and sent once (an idempotency key per
 * decision, kept across retries). A refusal shows in the dialog, which keeps what was typed.
 */
export function QueueTable<Row extends RowData, K extends string, S extends QueueFilters>({
  title,
  testId,
  statuses,
  statusLabel,
  defaultStatus,
  search,
  onSearch,
  result,
  columns,
  rowId,
  decisionsFor,
  decisions,
  intent,
  run,
}: {
  title: string;
  testId: string;
  statuses: readonly string[];
  statusLabel: (status: string) => string;
  defaultStatus: string;
  search: S;
  onSearch: (update: (prev: S) => S) => void;
  result: UseQueryResult<QueuePage<Row>>;
  columns: Columns<Row>;
  rowId: (row: Row) => string;
  /** The decisions open on a row (none when the role may not decide). */
  decisionsFor: (row: Row) => readonly K[];
  decisions: Record<K, QueueDecision<Row>>;
  /** The idempotency intent of the decisions (one key per decision on one row). */
  intent: string;
  run: (kind: K, row: Row, input: unknown, key: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('operatorConsole');
  const queryClient = useQueryClient();
  const [action, setAction] = useState<{ kind: K; row: Row } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const decision = useIdempotentMutation({
    intent,
    mutationFn: ({ kind, row, input }: { kind: K; row: Row; input?: unknown }, key) =>
      run(kind, row, input, key),
    onSuccess: () => {
      setAction(null);
      setError(null);
      void queryClient.invalidateQueries({ queryKey: ['operator'] });
    },
    onError: (failure) => setError(consoleError(failure, t)),
  });

  const allColumns = useMemo<Columns<Row>>(
    () => [
      ...columns,
      {
        id: 'actions',
        header: () => t('col.actions'),
        cell: ({ row: { original: row } }) => {
          const kinds = decisionsFor(row);
          if (kinds.length === 0) return null;
          return (
            <div className="flex flex-wrap gap-1">
              {kinds.map((kind) => {
                const d = decisions[kind];
                return (
                  <Button
                    key={kind}
                    size="sm"
                    variant={d.variant ?? 'primary'}
                    onClick={() => {
                      setError(null);
                      setAction({ kind, row });
                    }}
                    aria-label={d.labelFor(row)}
                    data-testid={`${d.testId}-${rowId(row)}`}
                  >
                    {d.label}
                  </Button>
                );
              })}
            </div>
          );
        },
      },
    ],
    [columns, decisionsFor, decisions, rowId, t],
  );

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const status = String(form.get('status') ?? '');
    const account = String(form.get('account') ?? '').trim();
    onSearch((prev) =>
      withFilters(prev, {
        status: status === defaultStatus ? undefined : status,
        account: account || undefined,
      } as Partial<S>),
    );
  };

  const page = result.data;
  const current = action ? decisions[action.kind] : null;
  const close = () => setAction(null);
  const confirm = (input?: unknown) => {
    if (action) decision.mutate({ kind: action.kind, row: action.row, input });
  };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">{title}</h1>
      <form className="flex flex-wrap items-end gap-3" onSubmit={onFilter} role="search">
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('col.status')}
          <select
            name="status"
            defaultValue={search.status ?? defaultStatus}
            className="rounded border border-border bg-surface px-2 py-2 text-fg"
          >
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('col.account')}
          <input
            name="account"
            defaultValue={search.account ?? ''}
            className="rounded border border-border bg-surface px-2 py-2 text-fg"
          />
        </label>
        <Button type="submit" variant="secondary">
          {t('actions.search')}
        </Button>
      </form>
      {result.isError ? (
        <p role="alert" className="text-danger">
          {consoleError(result.error, t)}
        </p>
      ) : (
        <>
          <DataTable
            caption={title}
            columns={allColumns}
            data={page?.content ?? []}
            sortable={[]}
            onSort={() => undefined}
            empty={result.isPending ? t('table.loading') : t('table.empty')}
            sortLabel={t('table.sort_by')}
            stale={result.isPlaceholderData}
            rowId={rowId}
            testId={testId}
          />
          {page && (
            <Pager
              page={page.page}
              pageSize={page.size}
              total={page.totalElements}
              onPage={(p) => onSearch((prev) => ({ ...prev, page: p > 1 ? p : undefined }))}
              onPageSize={(size) =>
                onSearch((prev) =>
                  withFilters(prev, { pageSize: size === 20 ? undefined : size } as Partial<S>),
                )
              }
            />
          )}
        </>
      )}
      {action && current?.ask === 'reason' && (
        <ReasonDialog
          title={current.title(action.row)}
          confirmLabel={current.label}
          busy={decision.isPending}
          error={error}
          onClose={close}
          onConfirm={(reason) => confirm({ reason })}
        />
      )}
      {action &&
        typeof current?.ask === 'function' &&
        current.ask({
          row: action.row,
          busy: decision.isPending,
          error,
          onClose: close,
          onConfirm: confirm,
        })}
      <ConfirmDialog
        open={action !== null && current?.ask === 'confirm'}
        title={action && current ? current.title(action.row) : ''}
        message={
          action && current ? (
            <>
              {current.message?.(action.row)}
              {error && (
                <span role="alert" className="mt-2 block text-danger">
                  {error}
                </span>
              )}
            </>
          ) : (
            ''
          )
        }
        confirmLabel={current?.label ?? ''}
        cancelLabel={t('actions.cancel')}
        onConfirm={async () => {
          if (action)
            await decision
              .mutateAsync({ kind: action.kind, row: action.row })
              .catch(() => undefined);
        }}
        onCancel={close}
      />
    </div>
  );
}
