// Periods of missions and leaderboards: the merchant's day, ISO week from Monday and calendar
// month (kernel calendar, in its time zone) like the daily figures they read. Keys match
// `team_active_periods`: `d:2026-11-23`, `w:2026-11-16` (the Monday), `m:2026-11`; a one-off
// mission's period is `once`.
import type { MissionPeriod } from '../../db/schema/rewards';
import { localDay, periodAt } from '../kernel';

export interface PeriodBounds {
  /** First millisecond (inclusive). */
  start: number;
  /** First millisecond of the next period (exclusive); null for `once`. */
  end: number | null;
  key: string;
  /** The first local day of the period (YYYY-MM-DD), as the daily figures store days. */
  from: string;
  /** The first local day after the period; null for `once`. */
  until: string | null;
}

const CYCLE = { daily: 'D', weekly: 'W', monthly: 'M' } as const;
const PREFIX = { daily: 'd', weekly: 'w', monthly: 'm' } as const;

export function periodBounds(period: MissionPeriod, now: number, timeZone: string): PeriodBounds {
  if (period === 'once')
    return { start: 0, end: null, key: 'once', from: '1970-01-01', until: null };
  const p = periodAt(CYCLE[period], now, timeZone);
  const from = localDay(p.start, timeZone);
  const name = period === 'monthly' ? from.slice(0, 7) : from;
  return {
    start: p.start,
    end: p.end,
    key: `${PREFIX[period]}:${name}`,
    from,
    until: localDay(p.end, timeZone),
  };
}
