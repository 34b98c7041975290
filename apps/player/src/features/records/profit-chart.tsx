import type { components } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { cx } from '@platform/ui';
import { toCents, toneOf, type useRecordsFormat } from './records-format';

type Row = components['schemas']['ProfitRow'];

/**
 * Win/loss per game type as bars from a middle line: gains toward the end, losses toward the
 * start (the sides follow the writing direction). The table below carries the same figures,
 * so the bars are hidden from screen readers.
 */
export function ProfitChart({
  rows,
  format,
}: {
  rows: readonly Row[];
  format: ReturnType<typeof useRecordsFormat>;
}) {
  const { t } = useTranslation('records');
  const { t: shell } = useTranslation('shell');
  const cents = rows.map((r) => Number(toCents(r.winLoss)));
  const largest = Math.max(1, ...cents.map(Math.abs));
  return (
    <figure className="rounded-lg border border-border bg-surface p-4" data-testid="profit-chart">
      <figcaption className="mb-3 text-sm font-semibold text-fg">{t('chart.title')}</figcaption>
      <ul className="flex flex-col gap-2" aria-hidden="true">
        {rows.map((r, i) => {
          const share = (Math.abs(cents[i]!) / largest) * 100;
          const gain = cents[i]! >= 0;
          return (
            <li
              key={r.category}
              className="grid grid-cols-[6rem_1fr_1fr_auto] items-center gap-2 text-xs sm:grid-cols-[8rem_1fr_1fr_6rem]"
            >
              <span className="truncate text-fg-secondary">{shell(`category.${r.category}`)}</span>
              <span className="flex h-4 justify-end border-e border-border-strong">
                {!gain && (
                  <span className="h-full rounded-s bg-danger" style={{ width: `${share}%` }} />
                )}
              </span>
              <span className="flex h-4">
                {gain && (
                  <span
                    className={cx('h-full rounded-e bg-success', share === 0 && 'hidden')}
                    style={{ width: `${share}%` }}
                  />
                )}
              </span>
              <span className={cx('text-end tabular-nums', toneOf(r.winLoss))} dir="ltr">
                {format.signed(r.winLoss)}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
