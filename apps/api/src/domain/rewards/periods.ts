// Periods of missions and leaderboards, in UTC days like the daily figures they read: a day, an
// ISO week from Monday, a calendar month. Keys match `team_active_periods`: `d:2026-11-23`,
// `w:2026-11-16` (the Monday), `m:2026-11`; a one-off mission's period is `once`.
import type { MissionPeriod } from '../../db/schema/rewards';

export interface PeriodBounds {
  /** First millisecond (inclusive). */
  start: number;
  /** First millisecond of the next period (exclusive); null for `once`. */
  end: number | null;
  key: string;
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function periodBounds(period: MissionPeriod, now: number): PeriodBounds {
  const d = new Date(now);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  switch (period) {
    case 'daily':
      return { start: day, end: day + DAY, key: `d:${iso(day)}` };
    case 'weekly': {
      const monday = day - ((d.getUTCDay() + 6) % 7) * DAY;
      return { start: monday, end: monday + 7 * DAY, key: `w:${iso(monday)}` };
    }
    case 'monthly': {
      const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
      const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
      return { start: first, end: next, key: `m:${iso(first).slice(0, 7)}` };
    }
    case 'once':
      return { start: 0, end: null, key: 'once' };
  }
}

/** The UTC day (YYYY-MM-DD) of an instant, as the daily figures store it. */
export const utcDay = iso;
