import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { type Columns, type tableCore } from '@platform/tables';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { type QueueDecision, QueueTable } from '../../components/queue-table';
import { useFormat } from '../../components/use-format';
import { operatorQueries } from '../../lib/queries';
import { can, readStaffSession } from '../../lib/staff-session';
import { WITHDRAWAL_STATUSES } from '../../lib/table-search';
import { type Resolution, ResolveDialog } from './resolve-dialog';

type Row = components['schemas']['OperatorWithdrawal'];
type Decision = 'approve' | 'reject' | 'disburse' | 'resolve';

const route = getRouteApi('/_console/withdrawals');
const helper = createColumnHelper<typeof tableCore, Row>();
const OPEN: Partial<Record<Row['status'], readonly Decision[]>> = {
  pending: ['approve', 'reject'],
  approved: ['disburse'],
  disputed: ['resolve'],
};

/**
 * The withdrawal queue: pending ones to approve or reject, approved ones to mark paid, disputed
 * ones to resolve.
 */
export function WithdrawalsPage() {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const result = useQuery(operatorQueries(api).withdrawals(search));
  const decide = can(readStaffSession(), 'cashier.decide');

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
    ],
    [t, f],
  );

  const decisions = useMemo<Record<Decision, QueueDecision<Row>>>(() => {
    const summary = (row: Row) =>
      t('withdrawals.confirm_message', {
        account: row.account,
        amount: f.money(row.amount, row.currency),
      });
    const base = (kind: Decision) => ({
      label: t(`actions.${kind}`),
      labelFor: (row: Row) => t(`actions.${kind}_for`, { id: row.id, account: row.account }),
      testId: kind,
    });
    return {
      approve: {
        ...base('approve'),
        title: (row) => t('withdrawals.approve_title', { id: row.id }),
        ask: 'confirm',
        message: summary,
      },
      disburse: {
        ...base('disburse'),
        title: (row) => t('withdrawals.disburse_title', { id: row.id }),
        ask: 'confirm',
        message: summary,
      },
      reject: {
        ...base('reject'),
        title: (row) => t('withdrawals.reject_title', { id: row.id }),
        ask: 'reason',
        variant: 'secondary',
      },
      resolve: {
        ...base('resolve'),
        title: (row) => t('disputes.resolve_title', { id: row.id }),
        ask: ({ row, busy, error, onClose, onConfirm }) => (
          <ResolveDialog
            title={t('disputes.resolve_title', { id: row.id })}
            summary={summary(row)}
            busy={busy}
            error={error}
            onClose={onClose}
            onConfirm={onConfirm}
          />
        ),
      },
    };
  }, [t, f]);

  const decisionsFor = useCallback(
    (row: Row) => (decide ? (OPEN[row.status] ?? []) : []),
    [decide],
  );

  return (
    <QueueTable
      title={t('nav.withdrawals')}
      testId="withdrawal-table"
      statuses={WITHDRAWAL_STATUSES}
      statusLabel={(s) => t(`withdrawal_status.${s}`)}
      defaultStatus="pending"
      search={search}
      onSearch={(update) => void navigate({ search: update })}
      result={result}
      columns={columns}
      rowId={(row) => row.id}
      decisionsFor={decisionsFor}
      decisions={decisions}
      intent="operator.withdrawal"
      run={(kind, row, input, key) => {
        const params = { path: { id: row.id }, header: { 'Idempotency-Key': key } };
        if (kind === 'resolve')
          return unwrap(
            api.POST('/operator/withdrawals/{id}/resolve', { params, body: input as Resolution }),
          );
        if (kind === 'approve')
          return unwrap(api.POST('/operator/withdrawals/{id}/approve', { params }));
        if (kind === 'disburse')
          return unwrap(api.POST('/operator/withdrawals/{id}/disburse', { params }));
        const { reason } = input as { reason: string };
        return unwrap(api.POST('/operator/withdrawals/{id}/reject', { params, body: { reason } }));
      }}
    />
  );
}
