// When a time-out or self-exclusion chosen now would end, for its confirmation: days, or
// calendar months in UTC as the server counts them (so the date shown is the date it ends).
import type { components } from '@platform/api-client';

type Duration = components['schemas']['PlayBreakDuration'];

const DAY = 86_400_000;
/** How each choice lasts: days, or calendar months as the server counts them (null: permanent). */
const LENGTH: Record<Duration, { days: number } | { months: number } | null> = {
  '24h': { days: 1 },
  '72h': { days: 3 },
  '1w': { days: 7 },
  '2w': { days: 14 },
  '4w': { days: 28 },
  '6w': { days: 42 },
  '6m': { months: 6 },
  '1y': { months: 12 },
  '2y': { months: 24 },
  '5y': { months: 60 },
  permanent: null,
};

/** When a break chosen now would end, for the confirmation (the server decides the exact time). */
export function breakEnd(duration: Duration, from: number): number | null {
  const length = LENGTH[duration];
  if (length === null) return null;
  if ('days' in length) return from + length.days * DAY;
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + length.months);
  return end.getTime();
}
