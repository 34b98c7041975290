import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutPeriod, type Order, planPage, type Segment, segmentsOf } from './paging';

const DAY_MS = 86_400_000;

describe('cutPeriod', () => {
  it('splits a period into a partial first day, whole UTC days and a partial last day', () => {
    const start = Date.UTC(2026, 10, 13, 16); // Shanghai midnight of the 14th
    const end = Date.UTC(2026, 10, 20, 16);
    expect(cutPeriod(start, end, 'UTC')).toEqual({
      head: { start, end: Date.UTC(2026, 10, 14) },
      tail: { start: Date.UTC(2026, 10, 20), end },
      days: { first: '2026-11-14', end: '2026-11-20' },
      timeZone: 'UTC',
    });
  });

  it("needs no partial days when the daily sums keep the period's own zone (GMT+8)", () => {
    const start = Date.UTC(2026, 10, 13, 16); // Shanghai midnight of the 14th
    const end = Date.UTC(2026, 10, 20, 16);
    expect(cutPeriod(start, end, 'Asia/Shanghai')).toEqual({
      head: null,
      tail: null,
      days: { first: '2026-11-14', end: '2026-11-21' },
      timeZone: 'Asia/Shanghai',
    });
    const cut = cutPeriod(start, end, 'Asia/Shanghai');
    expect(segmentsOf(cut, new Map([['2026-11-14', 2]]), 0, 0)).toEqual([
      { start, end: start + DAY_MS, count: 2 },
    ]);
  });

  it('reads a period shorter than a whole day from the rows only', () => {
    const start = Date.UTC(2026, 10, 13, 16);
    expect(cutPeriod(start, start + DAY_MS, 'UTC')).toEqual({
      head: { start, end: start + DAY_MS },
      tail: null,
      days: null,
      timeZone: 'UTC',
    });
  });

  it('needs no partial days for UTC days', () => {
    const start = Date.UTC(2026, 10, 14);
    expect(cutPeriod(start, start + 2 * DAY_MS, 'UTC')).toEqual({
      head: null,
      tail: null,
      days: { first: '2026-11-14', end: '2026-11-16' },
      timeZone: 'UTC',
    });
  });
});

/**
 * The rows a plan reads, given every row's time in a sorted list: applying the plan's range,
 * order, offset and limit must give exactly rows [offset, offset + limit) of the whole list.
 */
function read(times: number[], plan: NonNullable<ReturnType<typeof planPage>>, order: Order) {
  const inRange = times.filter((t) => t >= plan.start && t < plan.end);
  const sorted = order === 'asc' ? inRange : [...inRange].reverse();
  const readOrder = plan.reverse ? [...sorted].reverse() : sorted;
  const rows = readOrder.slice(plan.offset, plan.offset + plan.limit);
  return plan.reverse ? rows.reverse() : rows;
}

describe('planPage', () => {
  it('reads exactly the rows of every page, in either order, from the nearer end', () => {
    const start = Date.UTC(2026, 10, 1, 16);
    const end = start + 10 * DAY_MS;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 * DAY_MS - 1 }), { maxLength: 300 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom<Order>('asc', 'desc'),
        fc.boolean(),
        (offsets, pageSize, order, byTime) => {
          // Distinct times: the real order breaks ties by id, as a distinct time does here.
          const times = [...new Set(offsets.map((o) => start + o))].sort((a, b) => a - b);
          const cut = cutPeriod(start, end, 'UTC');
          const days = new Map<string, number>();
          let head = 0;
          let tail = 0;
          for (const t of times) {
            if (cut.head && t < cut.head.end) head++;
            else if (cut.tail && t >= cut.tail.start) tail++;
            else {
              const day = new Date(t).toISOString().slice(0, 10);
              days.set(day, (days.get(day) ?? 0) + 1);
            }
          }
          const segments: Segment[] = segmentsOf(cut, days, head, tail);
          const all = order === 'asc' ? times : [...times].reverse();
          for (let offset = 0; offset < times.length + pageSize; offset += pageSize) {
            const plan = planPage(segments, { start, end }, offset, pageSize, order, byTime);
            const want = all.slice(offset, offset + pageSize);
            if (want.length === 0) expect(plan).toBeNull();
            else {
              expect(read(times, plan!, order)).toEqual(want);
              if (byTime)
                expect(plan!.offset).toBeLessThanOrEqual(Math.max(...days.values(), head, tail));
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
