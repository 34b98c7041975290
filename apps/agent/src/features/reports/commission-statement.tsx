import type { components } from '@platform/api-client/schema';
import { agentQueries } from '@platform/api-client/queries/agent';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { type Columns, DataTable, type tableCore } from '@platform/tables';
import { Button } from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { agentErrorMessage } from '../../components/agent-error';
import { Money } from '../../components/money';
import { useFormat } from '../../components/use-format';

type Schemas = components['schemas'];
type Query = Parameters<ReturnType<typeof agentQueries>['commission']>[0];

/** The statement is in the server's order (newest day first): no column sorts. */
const NONE: readonly string[] = [];
const noSort = () => undefined;

const rowHelper = createColumnHelper<typeof tableCore, Schemas['CommissionSettlement']>();
const lineHelper = createColumnHelper<typeof tableCore, Schemas['CommissionLine']>();

/**
 * The commission statement of "My income": each commission settlement paid in the period (a
 * settled day), which the agent opens to see its lines: per game category and direct
 * downline, the valid bets of that downline's branch, both rates, and the amount.
 */
export function CommissionStatement({ query }: { query: Query }) {
  const { t } = useTranslation('agentConsole');
  const api = useApi();
  const f = useFormat();
  const [openId, setOpenId] = useState<number | null>(null);
  const result = useQuery({
    ...agentQueries(api).commission(query),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<Columns<Schemas['CommissionSettlement']>>(
    () => [
      rowHelper.accessor('period', { header: () => t('income.settled_day') }),
      rowHelper.accessor('validBet', {
        header: () => t('col.validBets'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      rowHelper.accessor('amount', {
        header: () => t('income.commission'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      rowHelper.accessor('paidAt', {
        header: () => t('income.paid_at'),
        cell: (c) => f.dateTime(c.getValue()),
      }),
      rowHelper.display({
        id: 'open',
        header: () => t('col.actions'),
        cell: (c) => {
          const id = c.row.original.id;
          const open = openId === id;
          return (
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={open}
              {...(open ? { 'aria-controls': 'commission-lines' } : {})}
              data-testid="commission-open"
              onClick={() => setOpenId(open ? null : id)}
            >
              {open
                ? t('income.close_lines')
                : t('income.open_lines', { period: c.row.original.period })}
            </Button>
          );
        },
      }),
    ],
    [t, f, openId],
  );
  const lineColumns = useMemo<Columns<Schemas['CommissionLine']>>(
    () => [
      lineHelper.accessor('category', {
        header: () => t('col.category'),
        cell: (c) => t(`category.${c.getValue()}`, { defaultValue: c.getValue() }),
      }),
      lineHelper.accessor('account', { header: () => t('income.downline') }),
      lineHelper.accessor('validBet', {
        header: () => t('col.validBets'),
        cell: (c) => <Money value={c.getValue()} />,
      }),
      lineHelper.accessor('rate', {
        header: () => t('income.your_rate'),
        cell: (c) => <span dir="ltr">{c.getValue()}%</span>,
      }),
      lineHelper.accessor('downlineRate', {
        header: () => t('income.downline_rate'),
        cell: (c) => <span dir="ltr">{c.getValue()}%</span>,
      }),
    ],
    [t],
  );
  const data = result.data;
  const opened = data?.list.find((s) => s.id === openId);
  return (
    <section
      className="flex flex-col gap-3"
      aria-labelledby="commission-statement"
      data-testid="commission-statement"
    >
      <h2 id="commission-statement" className="text-xl font-bold text-fg">
        {t('income.statement')}
      </h2>
      <p className="text-sm text-fg-muted">{t('income.statement_note')}</p>
      {result.isError ? (
        <p role="alert" className="text-danger">
          {agentErrorMessage(result.error, t)}
        </p>
      ) : (
        <DataTable
          caption={t('income.statement')}
          columns={columns}
          data={data?.list ?? []}
          totals={
            data && [
              [
                t('table.totals'),
                <Money key="v" value={data.totals.validBet} />,
                <Money key="a" value={data.totals.amount} />,
                '',
                '',
              ],
            ]
          }
          empty={result.isPending ? t('table.loading') : t('table.empty')}
          stale={result.isPlaceholderData}
          sortable={NONE}
          onSort={noSort}
          sortLabel={t('table.sort_by')}
          numeric={['validBet', 'amount']}
          testId="commission-settlements"
          totalsTestId="commission-totals"
        />
      )}
      {opened && (
        <div id="commission-lines" data-testid="commission-lines">
          <DataTable
            caption={t('income.lines_of', { period: opened.period })}
            columns={lineColumns}
            data={opened.lines}
            empty={t('table.empty')}
            sortable={NONE}
            onSort={noSort}
            sortLabel={t('table.sort_by')}
            numeric={['validBet', 'rate', 'downlineRate']}
            dense
            testId="commission-line-table"
          />
        </div>
      )}
    </section>
  );
}
