// Game categories of the site: their routes, how vendor lanes become categories (e-sports
// and cockfight vendors ride in the SPORTS lane), and the lottery prize mode.
import type { GameCategory, VendorCard, VendorLane } from '@platform/api-client';

/** The contract's game categories (GameCategory). */
export type CategoryKey = GameCategory;

/** Where each category lives (spec: category paths map to keys). */
export const CATEGORY_PATHS = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
  LOTT: '/lott',
  ELOTT: '/elott',
} as const satisfies Record<CategoryKey, string>;

/** Order of the category entries in the navigation. */
export const CATEGORY_ORDER: readonly CategoryKey[] = [
  'RNG',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'PVP',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
];

/** E-sports vendors: these and any code starting ES_; cockfight: these and CF_ codes. */
const ESPORT_VENDORS: readonly string[] = ['IMES', 'TF', 'IA', 'ES_'];
const COCKFIGHT_VENDORS: readonly string[] = ['DS88', 'DIG', 'SV3', 'CF_'];
const isOf = (codes: readonly string[], code: string) =>
  codes.some((c) => c === code || (c.endsWith('_') && code.startsWith(c)));
/** The extra RNG sub-categories; BG (bingo) only where the site offers TY. */
export const RNG_CLASSIFY = ['SC', 'VP', 'JP', 'TG', 'AC'] as const;

export type Lanes = Partial<Record<CategoryKey, VendorCard[]>>;

/** Lanes by category, with SPORTS cards split into SPORTS, ESPORTS and COCKFIGHT. */
export function splitLanes(lanes: readonly VendorLane[]): Lanes {
  const out: Lanes = {};
  const add = (key: CategoryKey, card: VendorCard) => (out[key] ??= []).push(card);
  for (const lane of lanes) {
    for (const card of lane.cards) {
      if (lane.title === 'SPORTS' && isOf(ESPORT_VENDORS, card.vassalage)) add('ESPORTS', card);
      else if (lane.title === 'SPORTS' && isOf(COCKFIGHT_VENDORS, card.vassalage))
        add('COCKFIGHT', card);
      else add(lane.title as CategoryKey, card);
    }
  }
  return out;
}

/** Categories that have at least one vendor, in navigation order. */
export const activeCategories = (lanes: Lanes): CategoryKey[] =>
  CATEGORY_ORDER.filter((k) => (lanes[k]?.length ?? 0) > 0);

/** ELOTT when the lottery vendor holds a TCG_LOTTO_VN or LOTT card, else LOTT. */
export function prizeModeOf(lanes: Lanes): 'ELOTT' | 'LOTT' {
  const cards = [...(lanes.ELOTT ?? []), ...(lanes.LOTT ?? [])];
  return cards.some((c) => c.vassalage === 'TCG_LOTTO_VN' || c.vassalage === 'LOTT')
    ? 'ELOTT'
    : 'LOTT';
}

/** The page a lottery vendor opens. */
export function lotteryPathOf(vendor: string): '/vnLottery' | '/seaLottery' | '/lottery' {
  if (vendor === 'TCG_LOTTO_VN') return '/vnLottery';
  if (vendor === 'TCG_SEA') return '/seaLottery';
  return '/lottery';
}

/** The lobby of a game list category. */
export type LobbyCategory = 'RNG' | 'LIVE' | 'FISH' | 'PVP';
