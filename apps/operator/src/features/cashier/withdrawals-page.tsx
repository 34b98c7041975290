import { type components, unwrap } from '@platform/api-client';
import { useIdempotentMutation } from '@platform/api-client/mutations/idempotent';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { type Columns, DataTable, type tableCore, withFilters } from '@platform/tables';
import { Button, ConfirmDialog } from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useMemo, useState } from 'react';
import { Pager } from '../../components/pager';
import { ReasonDialog } from '../../components/reason-dialog';
import { useFormat } from '../../components/use-format';
import { consoleError } from '../../lib/errors';
import { operatorQueries } from '../../lib/queries';
import { can, readStaffSession } from '../../lib/staff-session';
import { type Resolution, ResolveDialog } from './resolve-dialog';
import { type QueueSearch, WITHDRAWAL_STATUSES } from '../../lib/table-search';

type Row = components['schemas']['OperatorWithdrawal'];
type Decision = 'approve' | 'reject' | 'disburse' | 'resolve';

const route = getRouteApi('/_console/withdrawals');
const helper = createColumnHelper<typeof tableCore, Row>();
const EMPTY: Row[] = [];

/**
 * The withdrawal queue: pending ones to approve or reject, approved ones to mark paid, disputed
 * ones to resolve.
 */
export function WithdrawalsPage() {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const result = useQuery(operatorQueries(api).withdrawals(search));
  const decide = can(readStaffSession(), 'cashier.decide');
  const [action, setAction] = useState<{ kind: Decision; row: Row } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const decision = useIdempotentMutation({
    intent: 'operator.withdrawal',
    mutationFn: (
      {
        kind,
        id,
        reason,
        resolution,
      }: { kind: Decision; id: string; reason?: string; resolution?: Resolution },
      key,
    ) => {
      const params = { path: { id }, header: { 'Idempotency-Key': key } };
      if (kind === 'resolve' && resolution)
        return unwrap(api.POST('/operator/withdrawals/{id}/resolve', { params, body: resolution }));
      if (kind === 'approve')
        return unwrap(api.POST('/operator/withdrawals/{id}/approve', { params }));
      if (kind === 'disburse')
        return unwrap(api.POST('/operator/withdrawals/{id}/disburse', { params }));
      return unwrap(
        api.POST('/operator/withdrawals/{id}/reject', { params, body: { reason: reason ?? '' } }),
      );
    },
    onSuccess: () => {
      setAction(null);
      setError(null);
      void queryClient.invalidateQueries({ queryKey: ['operator'] });
    },
    onError: (failure) => setError(consoleError(failure, t)),
  });

  const columns = useMemo<Columns<Row>>(
    () => [
      helper.accessor('id', {
        header: () => t('col.id'),
        cell: (c) => <code dir="ltr">{c.getValue()}</code>,
      }),
      helper.accessor('account', {
        header: () => t('col.account'),
        cell: (c) => <span dir="auto">{c.getValue()}</span>,
      }),
      helper.accessor('amount', {
        header: () => t('col.amount'),
        cell: (c) => f.money(c.getValue(), c.row.original.currency),
      }),
      helper.accessor('status', {
        header: () => t('col.status'),
        cell: (c) => {
          const first = c.row.original.firstApprovedBy;
          return first && c.getValue() === 'pending'
            ? t('withdrawals.awaiting_second', { name: first })
            : t(`withdrawal_status.${c.getValue()}`);
        },
      }),
      helper.accessor('createdAt', {
        header: () => t('col.created'),
        cell: (c) => f.dateTime(c.getValue()),
      }),
      helper.display({
        id: 'actions',
        header: () => t('col.actions'),
        cell: (c) => {
          const row = c.row.original;
          if (!decide) return null;
          const kinds: Decision[] =
            row.status === 'pending'
              ? ['approve', 'reject']
              : row.status === 'approved'
                ? ['disburse']
                : row.status === 'disputed'
                  ? ['resolve']
                  : [];
          return (
            <div className="flex flex-wrap gap-1">
              {kinds.map((kind) => (
                <Button
                  key={kind}
                  size="sm"
                  variant={kind === 'reject' ? 'secondary' : 'primary'}
                  onClick={() => {
                    setError(null);
                    setAction({ kind, row });
                  }}
                  aria-label={t(`actions.${kind}_for`, { id: row.id, account: row.account })}
                  data-testid={`${kind}-${row.id}`}
                >
                  {t(`actions.${kind}`)}
                </Button>
              ))}
            </div>
          );
        },
      }),
    ],
    [t, f, decide],
  );

  const page = result.data;
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const status = String(form.get('status') ?? '');
    const account = String(form.get('account') ?? '').trim();
    void navigate({
      search: (prev) =>
        withFilters(prev, {
          status: status === 'pending' ? undefined : (status as QueueSearch['status']),
          account: account || undefined,
        }),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">{t('nav.withdrawals')}</h1>
      <form className="flex flex-wrap items-end gap-3" onSubmit={onFilter} role="search">
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('col.status')}
          <select
            name="status"
            defaultValue={search.status ?? 'pending'}
            className="rounded border border-border bg-surface px-2 py-2 text-fg"
          >
            {WITHDRAWAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`withdrawal_status.${s}`)}
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
            caption={t('nav.withdrawals')}
            columns={columns}
            data={page?.content ?? EMPTY}
            sortable={[]}
            onSort={() => undefined}
            empty={result.isPending ? t('table.loading') : t('table.empty')}
            sortLabel={t('table.sort_by')}
            stale={result.isPlaceholderData}
            rowId={(row) => row.id}
            testId="withdrawal-table"
          />
          {page && (
            <Pager
              page={page.page}
              pageSize={page.size}
              total={page.totalElements}
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
      {action?.kind === 'reject' && (
        <ReasonDialog
          title={t('withdrawals.reject_title', { id: action.row.id })}
          confirmLabel={t('actions.reject')}
          busy={decision.isPending}
          error={error}
          onClose={() => setAction(null)}
          onConfirm={(reason) => decision.mutate({ kind: 'reject', id: action.row.id, reason })}
        />
      )}
      {action?.kind === 'resolve' && (
        <ResolveDialog
          title={t('disputes.resolve_title', { id: action.row.id })}
          summary={t('withdrawals.confirm_message', {
            account: action.row.account,
            amount: f.money(action.row.amount, action.row.currency),
          })}
          busy={decision.isPending}
          error={error}
          onClose={() => setAction(null)}
          onConfirm={(resolution) =>
            decision.mutate({ kind: 'resolve', id: action.row.id, resolution })
          }
        />
      )}
      <ConfirmDialog
        open={action !== null && action.kind !== 'reject' && action.kind !== 'resolve'}
        title={action ? t(`withdrawals.${action.kind}_title`, { id: action.row.id }) : ''}
        message={
          action ? (
            <>
              {t('withdrawals.confirm_message', {
                account: action.row.account,
                amount: f.money(action.row.amount, action.row.currency),
              })}
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
        confirmLabel={action ? t(`actions.${action.kind}`) : ''}
        cancelLabel={t('actions.cancel')}
        onConfirm={async () => {
          if (action)
            await decision
              .mutateAsync({ kind: action.kind, id: action.row.id })
              .catch(() => undefined);
        }}
        onCancel={() => setAction(null)}
      />
    </div>
  );
}
