import { useDocumentDirection } from '@platform/ui';
import type { ReactNode } from 'react';
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
import { DataFigure } from '../../components/data-figure';

export interface ChartSeries {
  key: string;
  name: string;
  color: string;
  /** The axis it is read on: money (the main one) or counts (a second axis). */
  axis?: 'money' | 'count';
}

export interface ChartCardProps<P extends object> {
  kind: 'line' | 'bar';
  title: string;
  testId: string;
  /** The chart's points; `xKey` names the category or date of each. */
  data: readonly P[];
  xKey: string;
  series: readonly ChartSeries[];
  /** The same figures as a table (screen readers, keyboard, copying). */
  table: { columns: readonly string[]; rows: readonly (readonly ReactNode[])[] };
}

const tick = { fill: 'var(--ui-color-text-secondary)', fontSize: 11 };
const tooltip = {
  contentStyle: {
    background: 'var(--ui-color-surface-raised)',
    border: '1px solid var(--ui-color-border)',
  },
  labelStyle: { color: 'var(--ui-color-text)' },
};

/**
 * One chart of the overview: a titled card with a line or bar chart (grid, axes, tooltip,
 * legend, right-to-left aware: the time axis runs from the right and the value axis sits on
 * the right) and its data table.
 */
export function ChartCard<P extends object>({
  kind,
  title,
  testId,
  data,
  xKey,
  series,
  table,
}: ChartCardProps<P>) {
  const rtl = useDocumentDirection() === 'rtl';
  const start = rtl ? ('right' as const) : ('left' as const);
  const end = rtl ? ('left' as const) : ('right' as const);
  const counts = series.some((s) => s.axis === 'count');
  const frame = [
    <CartesianGrid key="grid" stroke="var(--ui-color-border)" strokeDasharray="3 3" />,
    <XAxis key="x" dataKey={xKey} reversed={rtl} tick={tick} />,
    <YAxis key="money" yAxisId="money" orientation={start} tick={tick} width={64} />,
    ...(counts
      ? [
          <YAxis
            key="count"
            yAxisId="count"
            orientation={end}
            tick={tick}
            width={40}
            allowDecimals={false}
          />,
        ]
      : []),
    <Tooltip key="tooltip" {...tooltip} />,
    <Legend key="legend" />,
  ];
  const chartProps = {
    data: data as P[],
    responsive: true,
    style: { width: '100%', height: '100%' },
    title,
  };
  return (
    <DataFigure title={title} testId={testId} columns={table.columns} rows={table.rows}>
      {kind === 'line' ? (
        <LineChart {...chartProps}>
          {frame}
          {series.map((s) => (
            <Line
              key={s.key}
              yAxisId={s.axis ?? 'money'}
              dataKey={s.key}
              name={s.name}
              stroke={s.color}
              dot={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart {...chartProps}>
          {frame}
          {series.map((s) => (
            <Bar
              key={s.key}
              yAxisId={s.axis ?? 'money'}
              dataKey={s.key}
              name={s.name}
              fill={s.color}
            />
          ))}
        </BarChart>
      )}
    </DataFigure>
  );
}
