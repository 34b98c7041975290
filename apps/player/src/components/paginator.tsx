import { useTranslation } from '@platform/i18n/react';
import { pageItems } from '../lib/page-items';

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

const base =
  'min-w-9 h-9 rounded-md border px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
const button = `${base} border-border text-fg-secondary hover:bg-surface-hover disabled:opacity-40 disabled:hover:bg-transparent`;
const current = `${base} border-accent bg-accent font-semibold text-accent-contrast`;

/** Page buttons with previous/next; renders nothing for a single page. */
export function Paginator({
  page,
  totalPages,
  onChange,
  range = 5,
  margin = 2,
  className,
}: PaginatorProps) {
  const { t } = useTranslation('content');
  if (totalPages <= 1) return null;
  const go = (p: number) => {
    if (p >= 1 && p <= totalPages && p !== page) onChange(p);
  };
  return (
    <nav
      aria-label={t('pager.label')}
      className={['flex flex-wrap items-center gap-1', className].filter(Boolean).join(' ')}
    >
      <button
        type="button"
        className={button}
        onClick={() => go(page - 1)}
        disabled={page <= 1}
        aria-label={t('pager.previous')}
      >
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ‹
        </span>
      </button>
      {pageItems(page, totalPages, range, margin).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-fg-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={item === page ? current : button}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('pager.page', { page: item })}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={button}
        onClick={() => go(page + 1)}
        disabled={page >= totalPages}
        aria-label={t('pager.next')}
      >
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ›
        </span>
      </button>
    </nav>
  );
}
