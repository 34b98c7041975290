// Pages of a member's records without long offsets. A period is cut into a partial first day,
// whole UTC days and a partial last day; the whole days' row counts come from the daily sums,
// the partial days' from the rows (an index range of at most a day each). With the count of
// every stretch known, a page sorted by time is read from the one or two stretches it falls
// in: the offset into them is at most a day's rows, and from the far end when that is nearer.
// Pages in another order read the whole period, from whichever end is nearer.

export const DAY_MS = 86_400_000;

/** A stretch of time, [start, end) in epoch ms, and how many rows of the query it holds. */
export interface Segment {
  start: number;
  end: number;
  count: number;
}

export interface PeriodCut {
  /** Read from the rows: the start before the first whole day, the end after the last. */
  head: { start: number; end: number } | null;
  tail: { start: number; end: number } | null;
  /** Whole UTC days read from the daily sums: [firstDay, endDay), YYYY-MM-DD. */
  days: { first: string; end: string } | null;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function cutPeriod(start: number, end: number): PeriodCut {
  const firstWhole = Math.ceil(start / DAY_MS) * DAY_MS;
  const lastWhole = Math.floor(end / DAY_MS) * DAY_MS;
  if (firstWhole >= lastWhole) return { head: { start, end }, tail: null, days: null };
  return {
    head: start < firstWhole ? { start, end: firstWhole } : null,
    tail: lastWhole < end ? { start: lastWhole, end } : null,
    days: { first: isoDay(firstWhole), end: isoDay(lastWhole) },
  };
}

/** The stretches of a cut period in time order, with their counts. */
export function segmentsOf(
  cut: PeriodCut,
  dayCounts: ReadonlyMap<string, number>,
  headCount: number,
  tailCount: number,
): Segment[] {
  const out: Segment[] = [];
  if (cut.head) out.push({ ...cut.head, count: headCount });
  if (cut.days) {
    const days = [...dayCounts.entries()]
      .filter(([day, n]) => n > 0 && day >= cut.days!.first && day < cut.days!.end)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [day, count] of days) {
      const start = Date.parse(`${day}T00:00:00Z`);
      out.push({ start, end: start + DAY_MS, count });
    }
  }
  if (cut.tail) out.push({ ...cut.tail, count: tailCount });
  return out;
}

export type Order = 'asc' | 'desc';

/** What to read for one page: a time range, and offset and limit in `order` within it. */
export interface PagePlan {
  start: number;
  end: number;
  offset: number;
  limit: number;
  /** Read in the opposite order (from the nearer end); the rows come back reversed. */
  reverse: boolean;
}

/**
 * The read of rows [offset, offset + limit) of the period in the requested order. `byTime`:
 * the order is the time order (the segments bound the read); otherwise the whole period.
 */
export function planPage(
  segments: readonly Segment[],
  period: { start: number; end: number },
  offset: number,
  limit: number,
  order: Order,
  byTime: boolean,
): PagePlan | null {
  const total = segments.reduce((n, s) => n + s.count, 0);
  if (offset >= total) return null;
  let range = { start: period.start, end: period.end };
  let skip = offset;
  let rows = total;
  if (byTime) {
    const ordered = order === 'desc' ? [...segments].reverse() : segments;
    let before = 0;
    let i = 0;
    while (before + ordered[i]!.count <= offset) before += ordered[i++]!.count;
    let j = i;
    let upto = before + ordered[i]!.count;
    while (upto < offset + limit && j + 1 < ordered.length) upto += ordered[++j]!.count;
    const first = ordered[i]!;
    const last = ordered[j]!;
    range = { start: Math.min(first.start, last.start), end: Math.max(first.end, last.end) };
    skip = offset - before;
    rows = upto - before;
  }
  const take = Math.min(limit, rows - skip);
  // From the far end of the range when that is nearer.
  if (skip > rows - skip - take)
    return { ...range, offset: rows - skip - take, limit: take, reverse: true };
  return { ...range, offset: skip, limit: take, reverse: false };
}
