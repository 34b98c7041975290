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
import { DEPOSIT_STATUSES } from '../../lib/table-search';

type Row = components['schemas']['OperatorDeposit'];
type Decision = 'confirm' | 'reject';

const route = getRouteApi('/_console/deposits');
const helper = createColumnHelper<typeof tableCore, Row>();
const NONE: readonly Decision[] = [];
const PENDING: readonly Decision[] = ['confirm', 'reject'];

/** The deposit queue: pending bank transfers to confirm (the member is credited) or reject. */
export function DepositsPage() {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const result = useQuery(operatorQueries(api).deposits(search));
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
        cell: (c) => t(`deposit_status.${c.getValue()}`),
      }),
      helper.accessor('createdAt', {
        header: () => t('col.created'),
        cell: (c) => f.dateTime(c.getValue()),
      }),
    ],
    [t, f],
  );

  const decisions = useMemo<Record<Decision, QueueDecision<Row>>>(() => {
    const labelFor = (kind: Decision) => (row: Row) =>
      t(`deposits.${kind}_for`, { id: row.id, account: row.account });
    return {
      confirm: {
        label: t('deposits.confirm'),
        labelFor: labelFor('confirm'),
        title: (row) => t('deposits.confirm_title', { id: row.id }),
        ask: 'confirm',
        message: (row) =>
          t('deposits.confirm_message', {
            account: row.account,
            amount: f.money(row.amount, row.currency),
          }),
        testId: 'deposit-confirm',
      },
      reject: {
        label: t('deposits.reject'),
        labelFor: labelFor('reject'),
        title: (row) => t('deposits.reject_title', { id: row.id }),
        ask: 'reason',
        variant: 'secondary',
        testId: 'deposit-reject',
      },
    };
  }, [t, f]);

  const decisionsFor = useCallback(
    (row: Row) => (decide && row.status === 'pending' ? PENDING : NONE),
    [decide],
  );

  return (
    <QueueTable
      title={t('nav.deposits')}
      testId="deposit-table"
      statuses={DEPOSIT_STATUSES}
      statusLabel={(s) => t(`deposit_status.${s}`)}
      defaultStatus="pending"
      search={search}
      onSearch={(update) => void navigate({ search: update })}
      result={result}
      columns={columns}
      rowId={(row) => row.id}
      decisionsFor={decisionsFor}
      decisions={decisions}
      intent="operator.deposit"
      run={(kind, row, input, key) => {
        const params = { path: { id: row.id }, header: { 'Idempotency-Key': key } };
        if (kind === 'confirm')
          return unwrap(api.POST('/operator/deposits/{id}/confirm', { params }));
        const { reason } = input as { reason: string };
        return unwrap(api.POST('/operator/deposits/{id}/reject', { params, body: { reason } }));
      }}
    />
  );
}
