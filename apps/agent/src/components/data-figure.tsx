import { useTranslation } from '@platform/i18n/react';
import type { ReactNode } from 'react';

export interface DataFigureProps {
  /** The chart's title (translated); names the figure. */
  title: string;
  /** Column headings of the data table, then one row per data point (formatted cells). */
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  children: ReactNode;
  testId?: string;
}

/**
 * A chart with its data as a table. The chart (Recharts' accessibility layer) takes the focus
 * and moves its tooltip with the arrow keys; the same figures sit in a table that screen
 * readers read and anyone can open.
 */
export function DataFigure({ title, columns, rows, children, testId }: DataFigureProps) {
  const { t } = useTranslation('agentConsole');
  return (
    <figure
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-surface p-4"
      data-testid={testId}
    >
      <figcaption className="font-semibold text-fg">{title}</figcaption>
      <div className="h-64 w-full [&_svg:focus-visible]:outline-2 [&_svg:focus-visible]:outline-accent">
        {children}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-fg-secondary">{t('charts.show_table')}</summary>
        <div className="mt-2 max-h-72 overflow-auto">
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
              {rows.map((row, i) => (
                <tr key={i} className="border-t border-border">
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
