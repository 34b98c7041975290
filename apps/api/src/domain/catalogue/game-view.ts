// How a catalogue row is shown on the wire: the upstream game item shape, names in the
// caller's language (EN when there is no translation), image paths for the client's CDN.
import type { components } from '@platform/api-client/schema';
import type { games } from '../../db/schema/games';

export type GameRow = typeof games.$inferSelect;
export type WireGame = components['schemas']['Game'];
export type Category = components['schemas']['GameCategory'];

const CHINESE = new Set(['CN', 'TW']);

export const gameIconPath = (id: number): string => `/cdn/games/${id}.svg`;
export const DEFAULT_GAME_ICON = '/cdn/games/default.svg';

export function localName(
  row: Pick<GameRow, 'nameEn' | 'nameCn'>,
  language: string | undefined,
): string {
  return language && CHINESE.has(language.toUpperCase()) ? row.nameCn : row.nameEn;
}

/** Normalises a language query or header value. */
export function languageOf(...candidates: (string | undefined)[]): string {
  const found = candidates.find((c) => c && /^[A-Za-z]{2}$/.test(c));
  return (found ?? 'EN').toUpperCase();
}

/** A game's maintenance switch, or the console's maintenance window that holds `now`. */
export function inMaintenance(
  row: Pick<GameRow, 'maintenance' | 'maintenanceFrom' | 'maintenanceUntil'>,
  now: number,
): boolean {
  if (row.maintenance) return true;
  const { maintenanceFrom: from, maintenanceUntil: until } = row;
  return from !== null && until !== null && from.getTime() <= now && now < until.getTime();
}

export function toWireGame(
  row: GameRow,
  vendorName: string,
  language: string,
  now: number,
): WireGame {
  return {
    nodeId: String(row.id),
    gameCode: row.gameCode,
    gameName: localName(row, language),
    nodeName: row.nameEn,
    gameType: row.category as Category,
    gameClassify: row.classify,
    vassalage: row.vendorCode,
    displayName: vendorName,
    iconUrl: gameIconPath(row.id),
    defaultIcon: DEFAULT_GAME_ICON,
    isGame: 'GAME',
    isHot: row.isHot,
    isNew: row.isNew,
    supportPlay: row.supportPlay === 0 ? 0 : 1,
    maintenance: inMaintenance(row, now),
  };
}
