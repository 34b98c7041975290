// Periods of a query: the presets (today, yesterday, the last 7 or 30 days, this or last month)
// and custom ranges of days resolved in a zone, with their error codes, and the instants that
// bound a period of days.
import { AppError, type ErrorCode } from '../errors';
import { addDays, dayEnd, daysBetween, dayStart, isDay, localDay, monthStart } from './days';

// ---------------------------------------------------------------------------------------------
// Periods of a query: today, yesterday, the last 7 or 30 days, this or last month, a custom
// range of days (both included, at most `maxDays`)

export type PeriodPreset =
  'today' | 'yesterday' | 'last7' | 'last30' | 'thisMonth' | 'lastMonth' | 'custom';

export interface PeriodQuery<P extends PeriodPreset = PeriodPreset> {
  period?: P | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface Period<P extends PeriodPreset = PeriodPreset> {
  preset: P;
  /** Both days included, YYYY-MM-DD in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
}

/** The queries whose periods have their own error codes. */
export type PeriodScope = 'agent' | 'records' | 'bonus' | 'settlement';

export interface PeriodRules<P extends PeriodPreset = PeriodPreset> {
  timeZone: string;
  now: number;
  /** The longest custom period, in days. */
  maxDays: number;
  /** Error codes: `<scope>.period.invalid` and `<scope>.period.too.long` (details: maxDays). */
  scope: PeriodScope;
  /** The preset of a query that names none and gives no day. */
  preset: P;
  /** A custom period may leave out a day: the missing first day is the last, the last today. */
  openEnds?: boolean;
}

/** The days a query asks for, in the zone of `rules`; 400 when they are not a period or too long. */
export function resolvePeriod<P extends PeriodPreset>(
  query: PeriodQuery<P>,
  rules: PeriodRules<P>,
): Period<P> {
  const { timeZone, maxDays, scope } = rules;
  const invalid = (message: string) =>
    new AppError(400, `${scope}.period.invalid` as ErrorCode, message);
  const today = localDay(rules.now, timeZone);
  const preset = (query.period ??
    (query.from !== undefined || query.to !== undefined ? 'custom' : rules.preset)) as P;
  const days = (from: string, to: string): Period<P> => {
    if (daysBetween(from, to) > maxDays) {
      throw new AppError(
        400,
        `${scope}.period.too.long` as ErrorCode,
        `The period is longer than ${maxDays} days`,
        { maxDays },
      );
    }
    return { preset, from, to, timeZone };
  };
  switch (preset as PeriodPreset) {
    case 'today':
      return days(today, today);
    case 'yesterday':
      return days(addDays(today, -1), addDays(today, -1));
    case 'last7':
      return days(addDays(today, -6), today);
    case 'last30':
      return days(addDays(today, -29), today);
    case 'thisMonth':
      return days(monthStart(today), today);
    case 'lastMonth': {
      const end = addDays(monthStart(today), -1);
      return days(monthStart(end), end);
    }
    default: {
      const day = (value: string | undefined, name: string): string => {
        if (value === undefined || value === '') throw invalid(`The ${name} day is missing`);
        if (!isDay(value)) throw invalid(`The ${name} day is not a date (YYYY-MM-DD)`);
        return value;
      };
      const from = day(rules.openEnds ? (query.from ?? query.to ?? today) : query.from, 'first');
      const to = day(rules.openEnds ? (query.to ?? today) : query.to, 'last');
      if (from > to) throw invalid('The first day is after the last day');
      return days(from, to);
    }
  }
}

/** [start, end) of the days `from` to `to` (both included) in their zone, epoch ms. */
export function periodBounds(period: { from: string; to: string; timeZone: string }): {
  start: number;
  end: number;
} {
  return {
    start: dayStart(period.from, period.timeZone),
    end: dayEnd(period.to, period.timeZone),
  };
}
