import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useId } from 'react';
import { PAGE_SIZES } from '../lib/table-search';
import { useFormat } from './use-format';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Page size, the shown range and previous/next of a server-paged table. */
export function Pager({ page, pageSize, total, onPage, onPageSize }: PagerProps) {
  const { t } = useTranslation('agentConsole');
  const f = useFormat();
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t('table.paging')}
      className="flex flex-wrap items-center gap-3 text-sm text-fg-secondary"
    >
      <label htmlFor={id}>{t('table.page_size')}</label>
      <select
        id={id}
        value={pageSize}
        onChange={(e) => onPageSize(Number(e.target.value))}
        className="rounded-md border border-border bg-surface px-2 py-1 text-fg"
        data-testid="page-size"
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <span aria-live="polite" data-testid="range">
        {t('table.range', { first: f.count(first), last: f.count(last), total: f.count(total) })}
      </span>
      <span className="ms-auto flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('table.previous')}
        </Button>
        <span className="self-center">{t('table.page_of', { page, pages })}</span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          data-testid="next-page"
        >
          {t('table.next')}
        </Button>
      </span>
    </nav>
  );
}
