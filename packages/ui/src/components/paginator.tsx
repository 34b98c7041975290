import { ChevronIcon } from '../icons/chevron-icon';
import { cx } from '../lib/cx';
import { pageItems } from '../lib/page-items';

export interface PaginatorLabels {
  /** Names the navigation landmark. */
  nav: string;
  previous: string;
  next: string;
  page: (page: number) => string;
}

export interface PaginatorProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  labels: PaginatorLabels;
  /** Pages shown around the current one (spec: 5; notice popup: 2). */
  range?: number;
  /** Pages always shown at each end (spec: 2; notice popup: 0). */
  margin?: number;
  className?: string;
}

const cell =
  'grid h-8 min-w-8 place-items-center rounded-md px-1.5 text-sm font-medium sm:h-9 sm:min-w-9 sm:px-2';
const idle = 'text-fg-secondary hover:bg-surface-hover';

/** Page buttons with previous/next; renders nothing for a single page, ignores a page outside 1..total. */
export function Paginator({
  page,
  totalPages,
  onChange,
  labels,
  range = 5,
  margin = 2,
  className,
}: PaginatorProps) {
  if (totalPages <= 1) return null;
  const go = (p: number) => {
    if (p >= 1 && p <= totalPages && p !== page) onChange(p);
  };
  return (
    <nav aria-label={labels.nav} className={cx('flex', className)} data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        <li>
          <button
            type="button"
            className={cx(cell, idle, 'disabled:opacity-40')}
            onClick={() => go(page - 1)}
            disabled={page <= 1}
            aria-label={labels.previous}
          >
            <ChevronIcon className="size-5 rotate-180 rtl:rotate-0" />
          </button>
        </li>
        {pageItems(page, totalPages, range, margin).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-fg-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={cx(cell, item === page ? 'bg-accent text-accent-contrast' : idle)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={labels.page(item)}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cx(cell, idle, 'disabled:opacity-40')}
            onClick={() => go(page + 1)}
            disabled={page >= totalPages}
            aria-label={labels.next}
          >
            <ChevronIcon className="size-5 rtl:rotate-180" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
