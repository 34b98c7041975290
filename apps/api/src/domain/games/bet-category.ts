// The category a bet is reported under: SPORTS vendors that are e-sports or cockfight
// vendors are reported as ESPORTS and COCKFIGHT, as the site shows them.
import type { GameRow } from '../catalogue';

/** E-sports vendors: these codes and any code starting ES_ (cockfight: CF_), as on the site. */
const ESPORT_VENDORS: readonly string[] = ['IMES', 'TF', 'IA'];
const COCKFIGHT_VENDORS: readonly string[] = ['DS88', 'DIG', 'SV3'];

export function betCategory(game: Pick<GameRow, 'category' | 'vendorCode'>): string {
  if (game.category !== 'SPORTS') return game.category;
  if (ESPORT_VENDORS.includes(game.vendorCode) || game.vendorCode.startsWith('ES_'))
    return 'ESPORTS';
  if (COCKFIGHT_VENDORS.includes(game.vendorCode) || game.vendorCode.startsWith('CF_'))
    return 'COCKFIGHT';
  return 'SPORTS';
}
