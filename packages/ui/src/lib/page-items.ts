export type PageItem = number | 'gap';

/**
 * The page buttons of a paginator, 1-based: every page when they fit (`range` plus `margin` at
 * each end), else a window of `range` pages around the current one and `margin` pages at each
 * end, with a gap wherever pages are left out. The spec's lists use range 5 margin 2; the notice
 * popup range 2 and no margin. A page outside 1..total counts as the nearest end.
 */
export function pageItems(page: number, totalPages: number, range = 5, margin = 2): PageItem[] {
  if (totalPages <= 0) return [];
  if (totalPages <= range + 2 * margin) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, page), totalPages);
  let start = Math.max(1, current - Math.floor((range - 1) / 2));
  const end = Math.min(totalPages, start + range - 1);
  start = Math.max(1, end - range + 1);
  const pages = new Set<number>();
  for (let p = 1; p <= margin; p++) pages.add(p);
  for (let p = start; p <= end; p++) pages.add(p);
  for (let p = totalPages - margin + 1; p <= totalPages; p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) items.push('gap');
    items.push(p);
  });
  return items;
}
