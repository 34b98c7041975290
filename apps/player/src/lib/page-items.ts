export type PageItem = number | 'gap';

/**
 * The page buttons of a paginator: `range` pages around the current one and `margin` pages
 * at each end, with gaps between (the spec's lists use range 5 margin 2; the notice
 * paginator range 2 and no margin). Pages are 1-based.
 */
export function pageItems(
  page: number,
  totalPages: number,
  range: number,
  margin: number,
): PageItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const current = Math.min(Math.max(1, page), totalPages);
  let start = current - Math.floor((range - 1) / 2);
  let end = start + range - 1;
  if (start < 1) {
    end += 1 - start;
    start = 1;
  }
  if (end > totalPages) {
    start = Math.max(1, start - (end - totalPages));
    end = totalPages;
  }
  const pages = new Set<number>();
  for (let p = 1; p <= Math.min(margin, totalPages); p++) pages.add(p);
  for (let p = start; p <= end; p++) pages.add(p);
  for (let p = Math.max(1, totalPages - margin + 1); p <= totalPages; p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) items.push('gap');
    items.push(p);
  });
  return items;
}
