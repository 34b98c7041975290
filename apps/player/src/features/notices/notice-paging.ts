/** Notices per page in the notice popup (spec). */
export const NOTICES_PER_PAGE = 6;

export const pageCount = (total: number): number =>
  Math.max(1, Math.ceil(total / NOTICES_PER_PAGE));

export function pageOf<T>(items: readonly T[], page: number): T[] {
  const start = (page - 1) * NOTICES_PER_PAGE;
  return items.slice(start, start + NOTICES_PER_PAGE);
}
