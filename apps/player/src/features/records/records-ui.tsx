// Pieces the records pages share: the page frame, a filter select, the totals strip, the
// pager's texts and the list of cards that replaces the table on a phone.
import { useTranslation } from '@platform/i18n/react';
import type { PagerTexts } from '@platform/tables';
import { cx } from '@platform/ui';
import { type ReactNode, useId, useMemo } from 'react';

export function RecordsFrame({
  title,
  zone,
  testId,
  children,
}: {
  title: string;
  /** "Times in GMT+08:00". */
  zone: string | null;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4" data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-display text-2xl font-bold text-fg">{title}</h1>
        {zone && (
          <p className="text-xs text-fg-muted" dir="auto" data-testid="records-zone">
            {zone}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}

export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: T | '';
  options: readonly { value: T | ''; label: string }[];
  onChange: (value: T | '') => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-fg-secondary">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as T | '')}
        className="max-w-48 rounded-md border border-border bg-surface px-2 py-1.5 text-sm text-fg focus-visible:outline-2 focus-visible:outline-accent"
        data-testid={testId}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Figures of the whole filtered period, as a row of labelled numbers. */
export function TotalsStrip({
  label,
  items,
  testId,
}: {
  label: string;
  items: readonly { label: string; value: string; tone?: string | undefined; testId?: string }[];
  testId: string;
}) {
  return (
    <section aria-label={label} data-testid={testId}>
      <h2 className="sr-only">{label}</h2>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-border bg-border sm:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className="bg-surface px-3 py-2">
            <dt className="text-xs text-fg-muted">{item.label}</dt>
            <dd
              className={cx('font-semibold tabular-nums', item.tone ?? 'text-fg')}
              data-testid={item.testId}
              dir="ltr"
            >
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The pager's words in the records namespace. */
export function usePagerTexts(count: (n: number) => string): PagerTexts {
  const { t } = useTranslation('records');
  return useMemo(
    () => ({
      paging: t('pager.paging'),
      pageSize: t('pager.page_size'),
      range: (first, last, total) =>
        t('pager.range', { first: count(first), last: count(last), total: count(total) }),
      previous: t('pager.previous'),
      next: t('pager.next'),
      pageOf: (page, pages) => t('pager.page_of', { page: count(page), pages: count(pages) }),
    }),
    [t, count],
  );
}

/** Rows as cards (phones): each opens its detail. */
export function CardList<R>({
  rows,
  rowKey,
  render,
  onOpen,
  empty,
  stale,
  testId,
}: {
  rows: readonly R[];
  rowKey: (row: R) => string;
  render: (row: R) => ReactNode;
  onOpen: (row: R) => void;
  empty: string;
  stale?: boolean;
  testId: string;
}) {
  if (rows.length === 0) return <p className="py-6 text-center text-sm text-fg-muted">{empty}</p>;
  return (
    <ul
      className={cx(
        'divide-y divide-border rounded-lg border border-border',
        stale && 'opacity-60',
      )}
      data-testid={testId}
    >
      {rows.map((row) => (
        <li key={rowKey(row)}>
          <button
            type="button"
            onClick={() => onOpen(row)}
            className="block w-full px-3 py-2 text-start hover:bg-surface-hover focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
            data-testid="record-card"
          >
            {render(row)}
          </button>
        </li>
      ))}
    </ul>
  );
}
