// What a demo game page shows: balance, limits and (lottery) the open draw and the results,
// plus the member's latest rounds of the game.
import type { components } from '@platform/api-client/schema';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameVendors } from '../../db/schema/games';
import { localName } from '../../domain/catalogue';
import {
  balance as walletBalance,
  type GameSession,
  recentRounds as roundsOf,
} from '../../domain/games';
import { toDecimal } from '../../domain/kernel';
import type { Rng } from './engines/rng';
import { MAX_STAKE, MIN_STAKE } from './limits';
import { currentDraw, recentResults, settleLotteryBets } from './lottery-draws';

type DemoGameState = components['schemas']['DemoGameState'];
type DemoRound = components['schemas']['DemoRound'];

export async function vendorDisplayName(db: Db, session: GameSession): Promise<string> {
  const [vendor] = await db
    .select({ name: gameVendors.displayName })
    .from(gameVendors)
    .where(
      and(
        eq(gameVendors.merchantId, session.merchant.id),
        eq(gameVendors.code, session.game.vendorCode),
      ),
    )
    .limit(1);
  return vendor?.name ?? session.game.vendorCode;
}

export async function gameState(
  db: Db,
  session: GameSession,
  now: number,
  rng: Rng,
): Promise<DemoGameState> {
  const { game } = session;
  const lottery = game.engine === 'lottery';
  if (lottery) await settleLotteryBets(db, now, rng, game.id);
  let balance = session.trialBalance ?? 0n;
  let recentRounds: DemoRound[] = [];
  if (session.member) {
    balance = await walletBalance(db, session);
    const rows = await roundsOf(db, session.member.id, game.id, 10);
    recentRounds = rows.map((r) => ({
      roundId: r.roundId,
      status: r.status,
      stake: toDecimal(r.stake),
      payout: toDecimal(r.payout),
      balance: toDecimal(balance),
      outcome: r.outcome as Record<string, unknown>,
      replayed: true,
    }));
  }
  return {
    engine: game.engine as DemoGameState['engine'],
    gameName: localName(game, session.language),
    vendor: await vendorDisplayName(db, session),
    mode: session.mode,
    balance: toDecimal(balance),
    currencySymbol: session.merchant.currencySymbol,
    minStake: toDecimal(MIN_STAKE),
    maxStake: toDecimal(MAX_STAKE),
    language: session.language,
    backUrl: session.backUrl,
    recentRounds,
    draw: lottery
      ? { current: currentDraw(game, now), recent: await recentResults(db, game, now, 8, rng) }
      : null,
  };
}
