// One round of a demo game, as the demo vendor plays it: it checks the bet against its
// engine and table limits, draws the outcome (instant engines) or joins the open draw
// (lottery), and reports the round to the platform's wallet (domain/games), which debits the
// stake, credits the win, keeps the bet record and answers replays. The demo's transaction id
// of a round is its round id, scoped to the member (the game picks round ids per player) or
// to the trial session.
import type { Db } from '../../db/client';
import { inMaintenance } from '../../domain/catalogue';
import { badRequest, toMinor } from '../../domain/kernel';
import {
  bet,
  gameMaintenance,
  type GameSession,
  resolveGameSession,
  type RoundAnswer,
} from '../../domain/games';
import { type Bet, checkBet, playInstant } from './engine-play';
import type { Rng } from './engines/rng';
import { checkStake } from './limits';
import { lotteryBetDraw } from './lottery-draws';

/** The demo game's call for one round: the session token, its round id, stake and bet. */
export interface RoundRequest {
  token: string;
  roundId: string;
  stake: string;
  bet: Bet;
}

export type RoundResult = RoundAnswer;

export const DEMO_ADAPTER = 'demo';

/** The demo vendor's transaction id of a round. */
export const demoTxId = (session: GameSession, roundId: string): string =>
  session.member ? `m${session.member.id}:${roundId}` : `s${session.id}:${roundId}`;

export async function playRound(
  db: Db,
  request: RoundRequest,
  now: number,
  rng: Rng,
): Promise<RoundResult> {
  const session = await resolveGameSession(db, request.token, now);
  const { game } = session;
  if (inMaintenance(game, now)) throw gameMaintenance();
  checkBet(game.engine, request.bet);
  const stake = toMinor(request.stake);
  checkStake(stake);
  const lottery = game.engine === 'lottery';
  if (lottery && session.mode === 'trial') throw badRequest('Lottery games have no free trial');
  const draw = lottery ? lotteryBetDraw(game, request.bet, now) : null;
  return bet(
    db,
    session,
    {
      adapter: DEMO_ADAPTER,
      txId: demoTxId(session, request.roundId),
      roundId: request.roundId,
      stake,
      bet: { ...request.bet },
      ...(draw
        ? {
            open: {
              outcome: { numero: draw.numero, closeTime: draw.closeTime, pick: request.bet.pick },
              drawNumero: draw.numero,
            },
          }
        : { instant: () => playInstant(game, request.bet, stake, rng) }),
    },
    now,
  );
}
