import type { components } from '@platform/api-client/schema';
import { useTranslation } from '@platform/i18n/react';
import { useDocumentDirection } from '@platform/ui';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { DataFigure } from '../../components/data-figure';
import { useFormat } from '../../components/use-format';

type Point = components['schemas']['SettlementChartPoint'];
/** Chart geometry only: the figures shown are the server's exact strings. */
const plot = (amount: string) => Number(amount);

/** Payouts per settlement period: what I received and what I paid my downlines (lazy chunk). */
export function PayoutChart({ points }: { points: readonly Point[] }) {
  const { t } = useTranslation('contracts');
  const f = useFormat();
  const rtl = useDocumentDirection() === 'rtl';
  const data = points.map((p) => ({
    period: p.period,
    received: plot(p.received),
    paidOut: plot(p.paidOut),
  }));
  const tick = { fill: 'var(--ui-color-text-secondary)', fontSize: 11 };
  return (
    <DataFigure
      title={t('page.chart_title')}
      testId="payout-chart"
      columns={[t('col.period'), t('page.chart_received'), t('page.chart_paid_out')]}
      rows={points.map((p) => [
        f.periodStart(p.periodStart),
        f.money(p.received),
        f.money(p.paidOut),
      ])}
    >
      {points.length === 0 ? (
        <p className="flex h-full items-center justify-center text-sm text-fg-secondary">
          {t('page.chart_empty')}
        </p>
      ) : (
        <BarChart
          data={data}
          responsive
          style={{ width: '100%', height: '100%' }}
          title={t('page.chart_title')}
        >
          <CartesianGrid stroke="var(--ui-color-border)" strokeDasharray="3 3" />
          <XAxis dataKey="period" reversed={rtl} tick={tick} />
          <YAxis orientation={rtl ? 'right' : 'left'} tick={tick} width={64} />
          <Tooltip
            contentStyle={{
              background: 'var(--ui-color-surface-raised)',
              border: '1px solid var(--ui-color-border)',
            }}
            labelStyle={{ color: 'var(--ui-color-text)' }}
          />
          <Legend />
          <Bar dataKey="received" name={t('page.chart_received')} fill="var(--ui-color-accent)" />
          <Bar dataKey="paidOut" name={t('page.chart_paid_out')} fill="var(--ui-color-accent-2)" />
        </BarChart>
      )}
    </DataFigure>
  );
}
