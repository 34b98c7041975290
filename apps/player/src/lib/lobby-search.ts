// The lobby's filters live in the URL (vendor, classify, name, page), so back, forward and
// shared links reproduce the same list.
import { optionalCode, optionalOneOf, optionalPage, optionalString } from './search-params';

export const CLASSIFY_KEYS = [
  'ALL',
  'HOT',
  'NEW',
  'FAV',
  'RECENT',
  'SC',
  'VP',
  'JP',
  'TG',
  'AC',
  'BG',
] as const;
export type Classify = (typeof CLASSIFY_KEYS)[number];

export interface LobbySearch {
  /** Vendor code. */
  vassalage?: string;
  /** Absent means ALL. */
  classify?: Classify;
  /** The searched game name, trimmed. */
  name?: string;
  /** Absent means 1. */
  page?: number;
}

export function validateLobbySearch(raw: Record<string, unknown>): LobbySearch {
  const classify = optionalOneOf(raw.classify, CLASSIFY_KEYS);
  const name = optionalString(raw.name)?.trim();
  return {
    vassalage: optionalCode(raw.vassalage),
    classify: classify === 'ALL' ? undefined : classify,
    name: name || undefined,
    page: optionalPage(raw.page),
  };
}

/** Lobby page size (spec: 15). */
export const LOBBY_PAGE_SIZE = 15;
