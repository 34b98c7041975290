// Pages of a member's records without long offsets. A period is cut into a partial first day,
// whole days of the merchant's zone (as the daily sums keep them) and a partial last day; the whole days' row counts come from the daily sums,
// the partial days' from the rows (an index range of at most a day each). With the count of
// every stretch known, a page sorted by time is read from the one or two stretches it falls
// in: the offset into them is at most a day's rows, and from the far end when that is nearer.
// Pages in another order read the whole period, from whichever end is nearer.

import { dayEnd, dayStart, localDay } from '../kernel';

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
  /** Whole local days read from the daily sums: [firstDay, endDay), YYYY-MM-DD. */
  days: { first: string; end: string } | null;
  timeZone: string;
}

export function cutPeriod(start: number, end: number, timeZone: string): PeriodCut {
  const firstDay = localDay(start, timeZone);
  const firstWhole = dayStart(firstDay, timeZone) === start ? start : dayEnd(firstDay, timeZone);
  const lastWhole = dayStart(localDay(end, timeZone), timeZone);
  if (firstWhole >= lastWhole) return { head: { start, end }, tail: null, days: null, timeZone };
  return {
    head: start < firstWhole ? { start, end: firstWhole } : null,
    tail: lastWhole < end ? { start: lastWhole, end } : null,
    days: { first: localDay(firstWhole, timeZone), end: localDay(lastWhole, timeZone) },
    timeZone,
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
      out.push({
        start: dayStart(day, cut.timeZone),
        end: dayEnd(day, cut.timeZone),
        count,
      });
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
