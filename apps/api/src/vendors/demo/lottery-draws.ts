// Lottery draws: which draw a bet joins, the drawn numbers (created once, at the first look
// after the draw closed, and stored so every replica and every later look agrees), and
// settlement of the bets on closed draws.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotteryDraws } from '../../db/schema/bets';
import { games } from '../../db/schema/games';
import type { GameRow } from '../../domain/catalogue';
import { drawsWithOpenBets, openBetsOfDraw, settleOpenBet } from '../../domain/games';
import { AppError } from '../../domain/kernel';
import type { Bet } from './engine-play';
import {
  closeTimeOf,
  type Draw,
  drawNumbers,
  type LotteryPick,
  lotteryPayout,
  openDraw,
  pastDraws,
} from './engines/lottery';
import type { Rng } from './engines/rng';

const intervalOf = (game: Pick<GameRow, 'drawIntervalSeconds'>): number =>
  game.drawIntervalSeconds ?? 60;

/** The draw a bet placed now joins; refuses a bet meant for a draw that no longer takes bets. */
export function lotteryBetDraw(game: GameRow, bet: Bet, now: number): Draw {
  const draw = openDraw(now, intervalOf(game));
  if (bet.numero && bet.numero !== draw.numero) {
    throw new AppError(
      400,
      'lottery.draw.closed',
      'Betting on this draw has closed, please bet on the next one',
    );
  }
  return draw;
}

export interface DrawView {
  gameCode: string;
  numero: string;
  openTime: number;
  closeTime: number;
  status: 'OPEN' | 'DRAWN';
  numbers: number[] | null;
}

/** The numbers of a closed draw, drawing them on first look. */
export async function drawnNumbers(db: Db, game: GameRow, draw: Draw, rng: Rng): Promise<number[]> {
  await db
    .insert(lotteryDraws)
    .values({
      gameId: game.id,
      numero: draw.numero,
      numbers: drawNumbers(rng),
      closeTime: new Date(draw.closeTime),
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ numbers: lotteryDraws.numbers })
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameId, game.id), eq(lotteryDraws.numero, draw.numero)));
  return row?.numbers ?? [];
}

export async function recentResults(
  db: Db,
  game: GameRow,
  now: number,
  count: number,
  rng: Rng,
): Promise<DrawView[]> {
  const draws = pastDraws(now, intervalOf(game), count);
  const out: DrawView[] = [];
  for (const d of draws) {
    out.push({
      gameCode: game.gameCode,
      ...d,
      status: 'DRAWN',
      numbers: await drawnNumbers(db, game, d, rng),
    });
  }
  return out;
}

export function currentDraw(game: GameRow, now: number): DrawView {
  return {
    gameCode: game.gameCode,
    ...openDraw(now, intervalOf(game)),
    status: 'OPEN',
    numbers: null,
  };
}

/**
 * Settles every open bet whose draw has closed (of one game, or all): the demo vendor reports
 * each bet's outcome to the platform's wallet, which claims the open bet and pays the win.
 * Safe to run anywhere, any number of times.
 */
export async function settleLotteryBets(
  db: Db,
  now: number,
  rng: Rng,
  gameId?: number,
): Promise<number> {
  const pending = await drawsWithOpenBets(db, gameId);
  let settled = 0;
  for (const p of pending) {
    const [game] = await db.select().from(games).where(eq(games.id, p.gameId));
    const closeTime = game && p.numero ? closeTimeOf(p.numero, intervalOf(game)) : null;
    if (!game || !p.numero || closeTime === null || closeTime > now) continue;
    const numbers = await drawnNumbers(
      db,
      game,
      { numero: p.numero, openTime: closeTime - intervalOf(game) * 1000, closeTime },
      rng,
    );
    for (const bet of await openBetsOfDraw(db, game.id, p.numero, closeTime)) {
      const pick = (bet.bet as Bet).pick as LotteryPick;
      const payout = lotteryPayout(bet.stake, pick, numbers);
      const done = await settleOpenBet(
        db,
        bet,
        {
          payout,
          outcome: { ...(bet.outcome as object), numbers, won: payout > 0n },
          creditTxId: `draw:${game.id}:${p.numero}:${bet.id}`,
        },
        now,
      );
      if (done) settled += 1;
    }
  }
  return settled;
}
