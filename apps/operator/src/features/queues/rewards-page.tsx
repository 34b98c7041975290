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
import { REWARD_STATUSES } from '../../lib/table-search';

type Row = components['schemas']['OperatorRewardGrant'];
type Decision = 'process' | 'approve' | 'reject';

const route = getRouteApi('/_console/rewards');
const helper = createColumnHelper<typeof tableCore, Row>();
const OPEN: Partial<Record<Row['status'], readonly Decision[]>> = {
  Applying: ['process', 'approve', 'reject'],
  Process: ['approve', 'reject'],
};

/** The reward-claim queue: claims waiting for staff, taken up, approved (paid) or rejected. */
export function RewardsPage() {
  const { t } = useTranslation('operatorConsole');
  const { t: tr } = useTranslation('records');
  const f = useFormat();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const result = useQuery(operatorQueries(api).rewards(search));
  const decide = can(readStaffSession(), 'rewards.decide');

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
      helper.accessor('sourceKind', {
        header: () => t('queues.reward'),
        cell: (c) => <span dir="auto">{c.row.original.title ?? tr(`source.${c.getValue()}`)}</span>,
      }),
      helper.accessor('amount', {
        header: () => t('col.amount'),
        cell: (c) => f.money(c.getValue(), c.row.original.currency),
      }),
      helper.accessor('status', {
        header: () => t('col.status'),
        cell: (c) => t(`reward_status.${c.getValue()}`),
      }),
      helper.accessor('createdAt', {
        header: () => t('col.created'),
        cell: (c) => f.dateTime(new Date(c.getValue()).toISOString()),
      }),
    ],
    [t, tr, f],
  );

  const decisions = useMemo<Record<Decision, QueueDecision<Row>>>(() => {
    const base = (kind: Decision) => ({
      label: t(`queues.${kind}`),
      labelFor: (row: Row) => t(`queues.${kind}_reward`, { id: row.id, account: row.account }),
      title: (row: Row) => t(`queues.${kind}_reward`, { id: row.id, account: row.account }),
      testId: `reward-${kind}`,
    });
    const message = (row: Row) =>
      t('withdrawals.confirm_message', {
        account: row.account,
        amount: f.money(row.amount, row.currency),
      });
    return {
      process: { ...base('process'), ask: 'confirm', message, variant: 'secondary' },
      approve: { ...base('approve'), ask: 'confirm', message },
      reject: { ...base('reject'), ask: 'reason', variant: 'secondary' },
    };
  }, [t, f]);

  const decisionsFor = useCallback(
    (row: Row) => (decide ? (OPEN[row.status] ?? []) : []),
    [decide],
  );

  return (
    <QueueTable
      title={t('nav.rewards')}
      testId="reward-table"
      statuses={REWARD_STATUSES}
      statusLabel={(s) => t(`reward_status.${s}`)}
      defaultStatus="Applying"
      search={search}
      onSearch={(update) => void navigate({ search: update })}
      result={result}
      columns={columns}
      rowId={(row) => String(row.id)}
      decisionsFor={decisionsFor}
      decisions={decisions}
      intent="operator.reward"
      run={(kind, row, input, key) => {
        const params = { path: { id: row.id }, header: { 'Idempotency-Key': key } };
        if (kind === 'process')
          return unwrap(api.POST('/operator/rewards/{id}/process', { params }));
        if (kind === 'approve')
          return unwrap(api.POST('/operator/rewards/{id}/approve', { params, body: {} }));
        const { reason } = input as { reason: string };
        return unwrap(api.POST('/operator/rewards/{id}/reject', { params, body: { reason } }));
      }}
    />
  );
}
