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
import { REDEMPTION_STATUSES } from '../../lib/table-search';

type Row = components['schemas']['OperatorPointRedemption'];
type Decision = 'approve' | 'reject';

const route = getRouteApi('/_console/redemptions');
const helper = createColumnHelper<typeof tableCore, Row>();
const NONE: readonly Decision[] = [];
const OPEN: readonly Decision[] = ['approve', 'reject'];

/** The points-mall redemption queue: approve (the reward is paid) or reject (points return). */
export function RedemptionsPage() {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const result = useQuery(operatorQueries(api).redemptions(search));
  const decide = can(readStaffSession(), 'points.decide');

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
      helper.accessor('rewardName', {
        header: () => t('queues.reward'),
        cell: (c) => <span dir="auto">{c.getValue()}</span>,
      }),
      helper.accessor('quantity', {
        header: () => t('queues.quantity'),
        cell: (c) => f.count(c.getValue()),
      }),
      helper.accessor('changedPoints', {
        header: () => t('queues.points'),
        cell: (c) => f.count(Math.abs(c.getValue())),
      }),
      helper.accessor('status', {
        header: () => t('col.status'),
        cell: (c) => t(`redemption_status.${c.getValue()}`),
      }),
      helper.accessor('applyTime', {
        header: () => t('col.created'),
        cell: (c) => f.dateTime(new Date(c.getValue()).toISOString()),
      }),
    ],
    [t, f],
  );

  const decisions = useMemo<Record<Decision, QueueDecision<Row>>>(() => {
    const base = (kind: Decision) => ({
      label: t(`queues.${kind}`),
      labelFor: (row: Row) => t(`queues.${kind}_redemption`, { id: row.id, account: row.account }),
      title: (row: Row) => t(`queues.${kind}_redemption`, { id: row.id, account: row.account }),
      testId: `redemption-${kind}`,
    });
    return {
      approve: {
        ...base('approve'),
        ask: 'confirm',
        message: (row) =>
          t('queues.redemption_message', {
            account: row.account,
            reward: row.rewardName,
            quantity: f.count(row.quantity),
          }),
      },
      reject: { ...base('reject'), ask: 'reason', variant: 'secondary' },
    };
  }, [t, f]);

  const decisionsFor = useCallback(
    (row: Row) => (decide && row.status === 'in_process' ? OPEN : NONE),
    [decide],
  );

  return (
    <QueueTable
      title={t('nav.redemptions')}
      testId="redemption-table"
      statuses={REDEMPTION_STATUSES}
      statusLabel={(s) => t(`redemption_status.${s}`)}
      defaultStatus="in_process"
      search={search}
      onSearch={(update) => void navigate({ search: update })}
      result={result}
      columns={columns}
      rowId={(row) => row.id}
      decisionsFor={decisionsFor}
      decisions={decisions}
      intent="operator.redemption"
      run={(kind, row, input, key) => {
        const params = { path: { id: row.id }, header: { 'Idempotency-Key': key } };
        if (kind === 'approve')
          return unwrap(api.POST('/operator/pointRedemptions/{id}/approve', { params }));
        const { reason } = input as { reason: string };
        return unwrap(
          api.POST('/operator/pointRedemptions/{id}/reject', { params, body: { reason } }),
        );
      }}
    />
  );
}
