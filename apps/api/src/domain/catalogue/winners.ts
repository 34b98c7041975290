// The winner board: the biggest real wins of the last 7 days merged with the operator's
// showcase winners, biggest first. Account names are masked.
import type { components } from '@platform/api-client/schema';
import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { winnerShowcase } from '../../db/schema/announcements';
import { betRecords } from '../../db/schema/bets';
import { games } from '../../db/schema/games';
import { members } from '../../db/schema/members';
import { toDecimal } from '../kernel';
import { type Category, gameIconPath, localName } from './game-view';

type WinnerEntry = components['schemas']['GameWinnerEntry'];

/** 'lucky_star88' -> 'lu***88'; short names keep only their first character. */
export function maskName(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

const WEEK_MS = 7 * 24 * 60 * 60_000;

export async function winnerBoard(
  db: Db,
  merchantId: number,
  category: string,
  limit: number,
  language: string,
  now: number,
): Promise<WinnerEntry[]> {
  const inCategory = category === 'ALL' ? undefined : eq(games.category, category);
  const real = await db
    .select({ name: members.username, game: games, win: betRecords.payout })
    .from(betRecords)
    .innerJoin(members, eq(members.id, betRecords.memberId))
    .innerJoin(games, eq(games.id, betRecords.gameId))
    .where(
      and(
        eq(betRecords.merchantId, merchantId),
        gte(betRecords.createdAt, new Date(now - WEEK_MS)),
        gt(betRecords.payout, sql`${betRecords.stake}`),
        inCategory,
      ),
    )
    .orderBy(desc(betRecords.payout))
    .limit(limit);
  const showcase = await db
    .select({ name: winnerShowcase.customerName, game: games, win: winnerShowcase.winAmount })
    .from(winnerShowcase)
    .innerJoin(games, eq(games.id, winnerShowcase.gameId))
    .where(and(eq(winnerShowcase.merchantId, merchantId), inCategory))
    .orderBy(desc(winnerShowcase.winAmount))
    .limit(limit);
  return [...real, ...showcase]
    .sort((a, b) => (b.win > a.win ? 1 : b.win < a.win ? -1 : 0))
    .slice(0, limit)
    .map((w) => ({
      customerName: maskName(w.name),
      gameName: localName(w.game, language),
      winAmount: toDecimal(w.win),
      iconUrl: gameIconPath(w.game.id),
      nodeId: String(w.game.id),
      vassalage: w.game.vendorCode,
      gameType: w.game.category as Category,
    }));
}
