import { Button } from '@platform/ui';
import { useId } from 'react';

export interface PagerTexts {
  /** Names the paging controls. */
  paging: string;
  pageSize: string;
  /** "1–20 of 345" (numbers already formatted by the caller). */
  range: (first: number, last: number, total: number) => string;
  previous: string;
  next: string;
  /** "Page 2 of 18". */
  pageOf: (page: number, pages: number) => string;
}

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  texts: PagerTexts;
}

/** Page size, the shown range and previous/next of a server-paged table. */
export function Pager({ page, pageSize, total, pageSizes, onPage, onPageSize, texts }: PagerProps) {
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={texts.paging}
      className="flex flex-wrap items-center gap-3 text-sm text-fg-secondary"
    >
      <label htmlFor={id}>{texts.pageSize}</label>
      <select
        id={id}
        value={pageSize}
        onChange={(e) => onPageSize(Number(e.target.value))}
        className="rounded-md border border-border bg-surface px-2 py-1 text-fg"
        data-testid="page-size"
      >
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <span aria-live="polite" data-testid="range">
        {texts.range(first, last, total)}
      </span>
      <span className="ms-auto flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPage(Math.min(page - 1, pages))}
          data-testid="previous-page"
        >
          {texts.previous}
        </Button>
        <span className="self-center">{texts.pageOf(Math.min(page, pages), pages)}</span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          data-testid="next-page"
        >
          {texts.next}
        </Button>
      </span>
    </nav>
  );
}
