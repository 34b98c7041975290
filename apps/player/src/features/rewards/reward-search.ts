// The reward screens' views in the address (a reload or a shared link shows the same view).
import type { LeaderboardPeriod, LeaderboardType } from '@platform/api-client/queries/rewards';
import { formatDate } from '@platform/i18n';
import { optionalOneOf, optionalPage, optionalString } from '../../lib/search-params';

export const SOURCE_KINDS = [
  'promotion',
  'activity',
  'raffle',
  'mission',
  'vip',
  'referral',
  'rebate',
  'points',
] as const;
export const GRANT_STATUSES = ['Applying', 'Process', 'Rejected', 'Issued', 'Claimed'] as const;
export const PERIODS: readonly LeaderboardPeriod[] = ['DAILY', 'WEEKLY', 'MONTHLY'];
export const BOARDS: readonly LeaderboardType[] = ['VALID_BET', 'POINTS'];
export const PRESETS = ['7', '30', 'custom'] as const;

export interface RecordsSearch {
  page: number;
  kind?: (typeof SOURCE_KINDS)[number] | undefined;
  status?: (typeof GRANT_STATUSES)[number] | undefined;
}

export const recordsSearch = (raw: Record<string, unknown>): RecordsSearch => ({
  page: optionalPage(raw.page) ?? 1,
  kind: optionalOneOf(raw.kind, SOURCE_KINDS),
  status: optionalOneOf(raw.status, GRANT_STATUSES),
});

export interface BoardSearch {
  period: LeaderboardPeriod;
  board: LeaderboardType;
}

export const boardSearch = (raw: Record<string, unknown>): BoardSearch => ({
  period: optionalOneOf(raw.period, PERIODS) ?? 'WEEKLY',
  board: optionalOneOf(raw.board, BOARDS) ?? 'VALID_BET',
});

export interface BonusSearch {
  page: number;
  preset: (typeof PRESETS)[number];
  from?: string | undefined;
  to?: string | undefined;
  kind?: (typeof SOURCE_KINDS)[number] | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (raw: unknown) => {
  const s = optionalString(raw, 10);
  return s && DAY.test(s) ? s : undefined;
};

export const bonusSearch = (raw: Record<string, unknown>): BonusSearch => {
  const preset = optionalOneOf(raw.preset, PRESETS) ?? '30';
  return {
    page: optionalPage(raw.page) ?? 1,
    preset,
    ...(preset === 'custom' ? { from: day(raw.from), to: day(raw.to) } : {}),
    kind: optionalOneOf(raw.kind, SOURCE_KINDS),
  };
};

/** A calendar day moved by whole days (`2026-11-25`, -6 -> `2026-11-19`). */
const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The API's from/to of a bonus view: the merchant's days (its time zone; the browser's until
 * the site status names it), a preset ending the merchant's today.
 */
export function bonusRange(
  search: BonusSearch,
  now: number,
  timeZone: string | undefined,
): { from?: string; to?: string } {
  if (search.preset === 'custom')
    return {
      ...(search.from ? { from: search.from } : {}),
      ...(search.to ? { to: search.to } : {}),
    };
  const today = formatDate(now, '-', timeZone);
  return { from: addDays(today, 1 - Number(search.preset)), to: today };
}
