import { and, desc, eq, sql } from 'drizzle-orm';
import { gameSessions, games } from '../../db/schema/games';
import { ok } from '../../http/envelope';
import { requireSession, catalogueLanguage } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import { toLotteryGame } from './lottery-games';
import { lotteryVendorsOf } from './prize-mode';

export const getRecentLotteryGames =
  (deps: HandlerDeps): Handler<'getRecentLotteryGames'> =>
  async (request) => {
    const { member } = await requireSession(request, deps);
    const vendors = new Set(
      await lotteryVendorsOf(deps.db, member.merchantId, request.query.prizeMode),
    );
    const rows = await deps.db
      .select({ game: games, last: sql<Date>`max(${gameSessions.createdAt})` })
      .from(gameSessions)
      .innerJoin(games, eq(games.id, gameSessions.gameId))
      .where(and(eq(gameSessions.memberId, member.id), eq(games.engine, 'lottery')))
      .groupBy(games.id)
      .orderBy(desc(sql`max(${gameSessions.createdAt})`))
      .limit(20);
    const language = catalogueLanguage(request, request.query.language);
    return ok(
      rows
        .filter((r) => vendors.has(r.game.vendorCode))
        .map((r) => toLotteryGame(r.game, language)),
    );
  };
