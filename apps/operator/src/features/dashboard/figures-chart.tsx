import type { components } from '@platform/api-client/schema';
import { useTranslation } from '@platform/i18n/react';
import { useDocumentDirection } from '@platform/ui';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useFormat } from '../../components/use-format';

type Day = components['schemas']['OperatorDashboardDay'];
/** Chart geometry only: the figures shown in the table are the server's exact strings. */
const plot = (amount: string) => Number(amount);

const tick = { fill: 'var(--ui-color-text-secondary)', fontSize: 11 };
const tooltip = {
  contentStyle: {
    background: 'var(--ui-color-surface-raised)',
    border: '1px solid var(--ui-color-border)',
  },
  labelStyle: { color: 'var(--ui-color-text)' },
};

/** The 30 days of figures as two charts, each with its figures as a table (lazy chunk). */
export function FiguresCharts({ days, currency }: { days: readonly Day[]; currency: string }) {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const rtl = useDocumentDirection() === 'rtl';
  const data = days.map((d) => ({
    day: d.day.slice(5),
    deposits: plot(d.deposits),
    withdrawals: plot(d.withdrawals),
    ggr: plot(d.ggr),
    bonusCost: plot(d.bonusCost),
    bets: d.bets,
    newMembers: d.newMembers,
  }));
  const axes = (
    <>
      <CartesianGrid stroke="var(--ui-color-border)" strokeDasharray="3 3" />
      <XAxis dataKey="day" reversed={rtl} tick={tick} />
      <YAxis orientation={rtl ? 'right' : 'left'} tick={tick} width={64} />
      <Tooltip {...tooltip} />
      <Legend />
    </>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Figure
        title={t('dashboard.chart_money', { currency })}
        testId="chart-money"
        columns={[
          t('dashboard.day'),
          t('dashboard.deposits'),
          t('dashboard.withdrawals'),
          t('dashboard.ggr'),
          t('dashboard.bonus_cost'),
        ]}
        rows={days.map((d) => [
          d.day,
          f.money(d.deposits, currency),
          f.money(d.withdrawals, currency),
          f.money(d.ggr, currency),
          f.money(d.bonusCost, currency),
        ])}
      >
        <LineChart
          data={data}
          responsive
          style={{ width: '100%', height: '100%' }}
          title={t('dashboard.chart_money', { currency })}
        >
          {axes}
          <Line
            dataKey="deposits"
            name={t('dashboard.deposits')}
            stroke="var(--ui-color-accent)"
            dot={false}
          />
          <Line
            dataKey="withdrawals"
            name={t('dashboard.withdrawals')}
            stroke="var(--ui-color-accent-2)"
            dot={false}
          />
          <Line
            dataKey="ggr"
            name={t('dashboard.ggr')}
            stroke="var(--ui-color-success)"
            dot={false}
          />
          <Line
            dataKey="bonusCost"
            name={t('dashboard.bonus_cost')}
            stroke="var(--ui-color-danger)"
            dot={false}
          />
        </LineChart>
      </Figure>
      <Figure
        title={t('dashboard.chart_activity')}
        testId="chart-activity"
        columns={[t('dashboard.day'), t('dashboard.bets'), t('dashboard.new_members')]}
        rows={days.map((d) => [d.day, f.count(d.bets), f.count(d.newMembers)])}
      >
        <BarChart
          data={data}
          responsive
          style={{ width: '100%', height: '100%' }}
          title={t('dashboard.chart_activity')}
        >
          {axes}
          <Bar dataKey="bets" name={t('dashboard.bets')} fill="var(--ui-color-accent)" />
          <Bar
            dataKey="newMembers"
            name={t('dashboard.new_members')}
            fill="var(--ui-color-accent-2)"
          />
        </BarChart>
      </Figure>
    </div>
  );
}

/** A chart with its figures as a table that screen readers read and anyone can open. */
function Figure({
  title,
  columns,
  rows,
  children,
  testId,
}: {
  title: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  children: React.ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('operatorConsole');
  return (
    <figure
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-surface p-4"
      data-testid={testId}
    >
      <figcaption className="font-semibold text-fg">{title}</figcaption>
      <div className="h-64 w-full">{children}</div>
      <details className="text-sm">
        <summary className="cursor-pointer text-fg-secondary">{t('dashboard.show_table')}</summary>
        {/* Scrolls on its own: a named region the keyboard can reach and scroll. */}
        <div className="mt-2 max-h-72 overflow-auto" role="region" aria-label={title} tabIndex={0}>
          <table className="w-full text-start text-fg-secondary">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-2 py-1 text-start font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row[0]} className="border-t border-border">
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th key={j} scope="row" className="px-2 py-1 text-start font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={j} className="px-2 py-1 tabular-nums">
                        <bdi>{cell}</bdi>
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
