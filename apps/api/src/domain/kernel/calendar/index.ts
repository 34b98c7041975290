// The calendar of the product: every day, week, month and period (limits, records, reports,
// missions, VIP months, contracts, settlement, withdrawal counts) is a span of the merchant's
// own days, in its IANA time zone. A day there need not be a UTC day, nor whole hours away
// from one (GMT+05:30), nor 24 hours long (23 or 25 hours when the clocks change), so nothing
// here adds 86,400,000 ms to an instant: days are counted as calendar days (YYYY-MM-DD) and
// turned into instants at their local midnight.
// zone.ts: offsets and local clocks; days.ts: days, weeks, months and where a local day starts;
// periods.ts: a query's period (presets, custom days); cycles.ts: the periods of a cycle
// (day, week, half month, month, hour, 5 minutes); merchant-zone.ts: the merchant's zone.
export { localTime, offsetAt } from './zone';
export { addDays, dayEnd, dayStart, isDay, localDay, monthStart, weekStart } from './days';
export { periodBounds, resolvePeriod, type Period, type PeriodQuery } from './periods';
export { periodAt, periodOfKey, type CalendarPeriod } from './cycles';
// For the calendar's tests: the periods around one, and the closed ones before now.
export {
  /** @internal */ closedPeriods,
  /** @internal */ nextPeriod,
  /** @internal */ previousPeriod,
  /** @internal */ type Cycle,
} from './cycles';
export { memberZone, merchantZone, zoneOfSettings } from './merchant-zone';
