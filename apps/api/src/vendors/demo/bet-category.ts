// The category a bet is reported under: SPORTS vendors that are e-sports or cockfight
// vendors are reported as ESPORTS and COCKFIGHT, as the site shows them.
import type { GameRow } from '../../domain/catalogue';

export const ESPORT_VENDORS: readonly string[] = ['IMES', 'TF', 'IA'];
export const COCKFIGHT_VENDORS: readonly string[] = ['DS88', 'DIG', 'SV3'];

export function betCategory(game: Pick<GameRow, 'category' | 'vendorCode'>): string {
  if (game.category !== 'SPORTS') return game.category;
  if (ESPORT_VENDORS.includes(game.vendorCode)) return 'ESPORTS';
  if (COCKFIGHT_VENDORS.includes(game.vendorCode)) return 'COCKFIGHT';
  return 'SPORTS';
}
