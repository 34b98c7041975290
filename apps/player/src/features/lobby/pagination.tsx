import { useTranslation } from '@platform/i18n/react';
import { cx } from '../../lib/cx';
import { paginationItems } from './pagination-items';
import { ChevronIcon } from '../../components/icons';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

const cell =
  'grid h-8 min-w-8 place-items-center rounded-md px-1.5 text-sm font-medium sm:h-9 sm:min-w-9 sm:px-2';

/** Page buttons: window of 5, margin of 2; a page outside 1..total is ignored. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation('lobby');
  if (totalPages <= 1) return null;
  const go = (p: number) => {
    if (p < 1 || p > totalPages || p === page) return;
    onChange(p);
  };
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-6 flex justify-center"
      data-testid="pagination"
    >
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        <li>
          <button
            type="button"
            className={cx(cell, 'text-fg-secondary hover:bg-surface-hover disabled:opacity-40')}
            onClick={() => go(page - 1)}
            disabled={page <= 1}
            aria-label={t('pagination.previous')}
          >
            <ChevronIcon className="rotate-180 rtl:rotate-0" />
          </button>
        </li>
        {paginationItems(page, totalPages).map((item, i) =>
          item === 'break' ? (
            <li key={`break-${i}`} aria-hidden="true" className="px-1 text-fg-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={cx(
                  cell,
                  item === page
                    ? 'bg-accent text-accent-contrast'
                    : 'text-fg-secondary hover:bg-surface-hover',
                )}
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
            className={cx(cell, 'text-fg-secondary hover:bg-surface-hover disabled:opacity-40')}
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
