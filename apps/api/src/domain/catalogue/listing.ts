// Game lists: the paginated, filtered list; hot games; most played games.
import {
  and,
  asc,
  type Column,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  or,
  sql,
  type SQL,
  type Subquery,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { betRecords } from '../../db/schema/bets';
import { games, gameVendors } from '../../db/schema/games';
import { type GameRow, inMaintenance, toWireGame, type WireGame } from './game-view';
import { vendorNames } from './vendor-names';

export interface GameFilter {
  gameType?: string | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  isNew?: boolean | undefined;
  gameName?: string | undefined;
}

/** `%` and `_` typed by a visitor are matched literally. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The merchant's games the console has not disabled, nor their vendor in their category. */
export const shownGames = (merchantId: number): SQL[] => [
  eq(games.merchantId, merchantId),
  eq(games.enabled, true),
  sql`not exists (select 1 from ${gameVendors} where ${gameVendors.merchantId} = ${games.merchantId} and ${gameVendors.code} = ${games.vendorCode} and ${gameVendors.category} = ${games.category} and not ${gameVendors.enabled})`,
];

export function gameConditions(merchantId: number, filter: GameFilter): SQL[] {
  const where: SQL[] = shownGames(merchantId);
  if (filter.gameType) where.push(eq(games.category, filter.gameType.toUpperCase()));
  if (filter.vassalage) where.push(eq(games.vendorCode, filter.vassalage));
  if (filter.gameClassify) where.push(eq(games.classify, filter.gameClassify.toUpperCase()));
  if (filter.isNew) where.push(eq(games.isNew, true));
  const name = filter.gameName?.trim();
  if (name) {
    const pattern = likePattern(name);
    const match = or(ilike(games.nameEn, pattern), ilike(games.nameCn, pattern));
    if (match) where.push(match);
  }
  return where;
}

export async function toWireGames(
  db: Db,
  merchantId: number,
  rows: GameRow[],
  language: string,
  now: number,
): Promise<WireGame[]> {
  const names = await vendorNames(db, merchantId);
  return rows.map((r) => toWireGame(r, names.get(r.vendorCode) ?? r.vendorCode, language, now));
}

type Window = Pick<GameRow, 'maintenance' | 'maintenanceFrom' | 'maintenanceUntil'>;

/** The games with a maintenance window, cached with the catalogue (a change drops it). */
function maintenanceWindows(db: Db, merchantId: number): Promise<Map<string, Window>> {
  return configCache(db).get(`windows:${merchantId}`, async () => {
    const rows = await db
      .select({
        id: games.id,
        maintenance: games.maintenance,
        maintenanceFrom: games.maintenanceFrom,
        maintenanceUntil: games.maintenanceUntil,
      })
      .from(games)
      .where(and(eq(games.merchantId, merchantId), isNotNull(games.maintenanceUntil)));
    return new Map(rows.map((r) => [String(r.id), r]));
  });
}

/**
 * Cached games with their maintenance as of `now`: a window opens and closes without a write,
 * so the games that have one are looked at again. The list is returned as it is (the same
 * object, serialised once) when none of its games has a window.
 */
async function atTime(
  db: Db,
  merchantId: number,
  list: WireGame[],
  now: number,
): Promise<WireGame[] | null> {
  const windows = await maintenanceWindows(db, merchantId);
  // No game of the merchant has a window: the cached list as it is, nothing copied.
  if (windows.size === 0) return null;
  let changed = false;
  const next = list.map((g) => {
    const window = windows.get(g.nodeId);
    if (!window || inMaintenance(window, now) === g.maintenance) return g;
    changed = true;
    return { ...g, maintenance: !g.maintenance };
  });
  return changed ? next : null;
}

/**
 * One page of a member's own list of games (favourites, recent launches): the rows of
 * `source` joined to their games on `gameId`, narrowed by `conditions` and the filter.
 */
export async function pageOfMemberGames(
  db: Db,
  merchantId: number,
  source: { from: PgTable | Subquery; gameId: Column; conditions: SQL[]; orderBy: SQL[] },
  filter: Pick<GameFilter, 'gameType' | 'vassalage'>,
  page: { pageNo: number; pageSize: number },
  language: string,
  now: number,
): Promise<{ games: WireGame[]; totalPages: number }> {
  const where = and(...source.conditions, ...gameConditions(merchantId, filter));
  const joinOn = eq(games.id, source.gameId);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(source.from)
    .innerJoin(games, joinOn)
    .where(where);
  const rows = await db
    .select({ game: games })
    .from(source.from)
    .innerJoin(games, joinOn)
    .where(where)
    .orderBy(...source.orderBy)
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return {
    games: await toWireGames(
      db,
      merchantId,
      rows.map((r) => r.game),
      language,
      now,
    ),
    totalPages: Math.ceil((count?.n ?? 0) / page.pageSize),
  };
}

export interface GamePage {
  games: WireGame[];
  totalPages: number;
  totalCount: number;
  pageNo: number;
}

/** One page of the catalogue, cached per merchant, filter, page and language. */
export async function listGames(
  db: Db,
  merchantId: number,
  filter: GameFilter,
  page: { pageNo: number; pageSize: number },
  language: string,
  now: number,
): Promise<GamePage> {
  const key = `games:${merchantId}:${language}:${JSON.stringify([filter, page])}`;
  const cached = await configCache(db).get(key, () =>
    readGamePage(db, merchantId, filter, page, language, now),
  );
  const games = await atTime(db, merchantId, cached.games, now);
  return games ? { ...cached, games } : cached;
}

async function readGamePage(
  db: Db,
  merchantId: number,
  filter: GameFilter,
  page: { pageNo: number; pageSize: number },
  language: string,
  now: number,
): Promise<GamePage> {
  const where = and(...gameConditions(merchantId, filter));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .where(where);
  const totalCount = count?.n ?? 0;
  const rows = await db
    .select()
    .from(games)
    .where(where)
    .orderBy(asc(games.category), asc(games.sort), asc(games.vendorCode), asc(games.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return {
    games: await toWireGames(db, merchantId, rows, language, now),
    totalPages: Math.ceil(totalCount / page.pageSize),
    totalCount,
    pageNo: page.pageNo,
  };
}

/** Hot games, cached per merchant, filter, size and language. */
export async function hotGames(
  db: Db,
  merchantId: number,
  filter: Pick<GameFilter, 'gameType' | 'vassalage'>,
  limit: number,
  language: string,
  now: number,
): Promise<WireGame[]> {
  const key = `hot:${merchantId}:${language}:${JSON.stringify([filter.gameType, filter.vassalage, limit])}`;
  const cached = await configCache(db).get(key, () =>
    readHotGames(db, merchantId, filter, limit, language, now),
  );
  return (await atTime(db, merchantId, cached, now)) ?? cached;
}

async function readHotGames(
  db: Db,
  merchantId: number,
  filter: Pick<GameFilter, 'gameType' | 'vassalage'>,
  limit: number,
  language: string,
  now: number,
): Promise<WireGame[]> {
  const rows = await db
    .select()
    .from(games)
    .where(and(...gameConditions(merchantId, filter), eq(games.isHot, true)))
    .orderBy(asc(games.sort), asc(games.id))
    .limit(limit);
  return toWireGames(db, merchantId, rows, language, now);
}

const WEEK_MS = 7 * 24 * 60 * 60_000;

/** Most rounds played in the last 7 days; hot games fill up a short list. */
export async function popularGames(
  db: Db,
  merchantId: number,
  gameType: string | undefined,
  limit: number,
  language: string,
  now: number,
): Promise<WireGame[]> {
  const played = db
    .select({ gameId: betRecords.gameId, rounds: sql<number>`count(*)::int`.as('rounds') })
    .from(betRecords)
    .where(
      and(
        eq(betRecords.merchantId, merchantId),
        gte(betRecords.createdAt, new Date(now - WEEK_MS)),
      ),
    )
    .groupBy(betRecords.gameId)
    .as('played');
  const ranked = await db
    .select({ game: games })
    .from(played)
    .innerJoin(games, eq(games.id, played.gameId))
    .where(and(...gameConditions(merchantId, { gameType })))
    .orderBy(desc(played.rounds), asc(games.id))
    .limit(limit);
  const rows = ranked.map((r) => r.game);
  if (rows.length < limit) {
    const seen = new Set(rows.map((r) => r.id));
    const fill = await db
      .select()
      .from(games)
      .where(and(...gameConditions(merchantId, { gameType }), eq(games.isHot, true)))
      .orderBy(asc(games.sort), asc(games.id))
      .limit(limit * 2);
    for (const g of fill) if (rows.length < limit && !seen.has(g.id)) rows.push(g);
  }
  return toWireGames(db, merchantId, rows, language, now);
}
