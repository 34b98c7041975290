// The winner board: real wins read from the bet records, nothing else. Two views of one
// category (or all): the biggest wins of the last 7 days, and the latest big wins (newest
// first). A win is a settled round that paid back more than its stake and at least the
// merchant's threshold (settings.winnerBoard.minWin); account names are masked.
//
// Each replica keeps the answers for WINNER_CACHE_MS on the app's clock (a board is read by
// every home page; it changes slowly), so a new win shows within a minute.
import type { components } from '@platform/api-client/schema';
import { and, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { betRecords } from '../../db/schema/bets';
import { games } from '../../db/schema/games';
import { members } from '../../db/schema/members';
import { toDecimal } from '../kernel';
import { type Category, gameIconPath, localName } from './game-view';

type WinnerEntry = components['schemas']['GameWinnerEntry'];
type WinnerView = 'BIGGEST' | 'LATEST';

/** 'lucky_star88' -> 'lu***88'; short names keep only their first character. */
export function maskName(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

const WEEK_MS = 7 * 24 * 60 * 60_000;
/** How long a replica serves a board before reading the bet records again. */
const WINNER_CACHE_MS = 30_000;

interface WinnerQuery {
  merchantId: number;
  category: string;
  view: WinnerView;
  limit: number;
  language: string;
  /** Minor units: the smallest payout that counts as a win on the board. */
  minWin: bigint;
}

async function readBoard(db: Db, q: WinnerQuery, now: number): Promise<WinnerEntry[]> {
  const rows = await db
    .select({
      name: members.username,
      game: games,
      win: betRecords.payout,
      at: betRecords.createdAt,
    })
    .from(betRecords)
    .innerJoin(members, eq(members.id, betRecords.memberId))
    .innerJoin(games, eq(games.id, betRecords.gameId))
    .where(
      and(
        eq(betRecords.merchantId, q.merchantId),
        eq(betRecords.status, 'SETTLED'),
        isNull(betRecords.rollbackTxId),
        gte(betRecords.createdAt, new Date(now - WEEK_MS)),
        gt(betRecords.payout, sql`${betRecords.stake}`),
        gte(betRecords.payout, q.minWin),
        q.category === 'ALL' ? undefined : eq(betRecords.category, q.category),
      ),
    )
    .orderBy(
      ...(q.view === 'LATEST'
        ? [desc(betRecords.createdAt), desc(betRecords.id)]
        : [desc(betRecords.payout), desc(betRecords.createdAt), desc(betRecords.id)]),
    )
    .limit(q.limit);
  return rows.map((w) => ({
    customerName: maskName(w.name),
    gameName: localName(w.game, q.language),
    winAmount: toDecimal(w.win),
    iconUrl: gameIconPath(w.game.id),
    nodeId: String(w.game.id),
    vassalage: w.game.vendorCode,
    gameType: w.game.category as Category,
    wonAt: w.at.toISOString(),
  }));
}

// Per replica and per database (test suites run several apps in one process).
const caches = new WeakMap<Db, Map<string, { at: number; list: Promise<WinnerEntry[]> }>>();

export function winnerBoard(db: Db, q: WinnerQuery, now: number): Promise<WinnerEntry[]> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = JSON.stringify({ ...q, minWin: q.minWin.toString() });
  const hit = cache.get(key);
  if (hit && now >= hit.at && now - hit.at < WINNER_CACHE_MS) return hit.list;
  const list = readBoard(db, q, now);
  cache.set(key, { at: now, list });
  // A failed read is not kept.
  list.catch(() => cache.delete(key));
  if (cache.size > 500) for (const k of [...cache.keys()].slice(0, 250)) cache.delete(k);
  return list;
}
