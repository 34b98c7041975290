// Vendors by category ("lanes" of "cards"), the sub-categories each lane offers, and the
// sub-categories per vendor.
import type { components } from '@platform/api-client/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, gameVendors } from '../../db/schema/games';
import type { Category } from './game-view';
import { shownGames } from './listing';

type VendorLane = components['schemas']['VendorLane'];

/** Lane order on the wire. */
export const LANE_ORDER: readonly Category[] = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'LOTT',
  'ELOTT',
];

const CLASSIFY_NAMES: Readonly<Record<string, string>> = {
  SLOT: 'Slots',
  SC: 'Scratch',
  VP: 'Video poker',
  JP: 'Jackpot',
  TG: 'Table games',
  AC: 'Arcade',
  BG: 'Bingo',
  FISH: 'Fishing',
  LIVE: 'Live',
  PVP: 'Card games',
  LOBBY: 'Lobby',
  LOTTO: 'Lottery',
};

export const vendorImagePath = (code: string, kind: 'CARD' | 'DEFAULT' | 'ACTIVE'): string =>
  `/cdn/vendors/${code}_${kind}.svg`;

export async function vendorLanes(db: Db, merchantId: number): Promise<VendorLane[]> {
  const vendors = await db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.enabled, true)))
    .orderBy(asc(gameVendors.sort), asc(gameVendors.id));
  const counts = await db
    .select({ category: games.category, classify: games.classify, n: sql<number>`count(*)::int` })
    .from(games)
    .where(and(...shownGames(merchantId)))
    .groupBy(games.category, games.classify);
  // The game a direct-launch card opens: its vendor's first game in the category.
  const lobbies = await db
    .select({
      id: games.id,
      code: games.gameCode,
      vendor: games.vendorCode,
      category: games.category,
    })
    .from(games)
    .innerJoin(
      gameVendors,
      and(
        eq(gameVendors.code, games.vendorCode),
        eq(gameVendors.category, games.category),
        eq(gameVendors.merchantId, games.merchantId),
      ),
    )
    .where(and(...shownGames(merchantId), eq(gameVendors.isGame, 'GAME')))
    .orderBy(asc(games.sort));
  const lobbyOf = new Map<string, { id: number; code: string }>();
  for (const l of lobbies)
    if (!lobbyOf.has(`${l.category}:${l.vendor}`)) lobbyOf.set(`${l.category}:${l.vendor}`, l);

  return LANE_ORDER.flatMap((title) => {
    const cards = vendors
      .filter((v) => v.category === title)
      .map((v) => {
        const lobby = v.isGame === 'GAME' ? lobbyOf.get(`${title}:${v.code}`) : undefined;
        return {
          vassalage: v.code,
          displayName: v.displayName,
          gameType: title,
          lagerIcon: vendorImagePath(v.code, 'CARD'),
          gameCode: lobby?.code ?? null,
          nodeId: lobby ? String(lobby.id) : null,
          isGame: v.isGame,
          maintenance: v.maintenance,
        };
      });
    if (cards.length === 0) return [];
    const gameClassify = counts
      .filter((c) => c.category === title)
      .sort((a, b) => b.n - a.n)
      .map((c) => ({
        key: c.classify,
        displayName: CLASSIFY_NAMES[c.classify] ?? c.classify,
        gameCount: c.n,
      }));
    return [{ title, cards, gameClassify }];
  });
}

/** Category -> vendor -> the sub-categories it offers. */
export async function vendorGameTypes(
  db: Db,
  merchantId: number,
): Promise<Record<string, Record<string, string[]>>> {
  const rows = await db
    .selectDistinct({
      category: games.category,
      vendor: games.vendorCode,
      classify: games.classify,
    })
    .from(games)
    .where(and(...shownGames(merchantId)))
    .orderBy(asc(games.category), asc(games.vendorCode), asc(games.classify));
  const content: Record<string, Record<string, string[]>> = {};
  for (const r of rows) {
    const byVendor = (content[r.category] ??= {});
    (byVendor[r.vendor] ??= []).push(r.classify);
  }
  return content;
}
