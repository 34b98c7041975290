// Page numbers to show: a window of `range` pages around the current one, `margin` pages at
// each end, and a break wherever pages are left out (spec: window 5, margin 2).
export type PageItem = number | 'break';

export function paginationItems(current: number, total: number, range = 5, margin = 2): PageItem[] {
  if (total <= 0) return [];
  if (total <= range + 2 * margin) return Array.from({ length: total }, (_, i) => i + 1);
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  const pages = new Set<number>();
  for (let p = 1; p <= margin; p++) pages.add(p);
  for (let p = start; p <= end; p++) pages.add(p);
  for (let p = total - margin + 1; p <= total; p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) items.push('break');
    items.push(p);
  });
  return items;
}
