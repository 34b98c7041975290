import { useTranslation } from '@platform/i18n/react';
import { cx } from '@platform/ui';
import { pageItems } from '../lib/page-items';
import { ChevronIcon } from './icons';

export interface PaginatorProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
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
  range = 5,
  margin = 2,
  className,
}: PaginatorProps) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  const go = (p: number) => {
    if (p >= 1 && p <= totalPages && p !== page) onChange(p);
  };
  return (
    <nav
      aria-label={t('pagination.label')}
      className={cx('flex', className)}
      data-testid="pagination"
    >
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        <li>
          <button
            type="button"
            className={cx(cell, idle, 'disabled:opacity-40')}
            onClick={() => go(page - 1)}
            disabled={page <= 1}
            aria-label={t('pagination.previous')}
          >
            <ChevronIcon className="rotate-180 rtl:rotate-0" />
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
                aria-label={t('pagination.page', { page: item })}
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
            aria-label={t('pagination.next')}
          >
            <ChevronIcon className="rtl:rotate-180" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
