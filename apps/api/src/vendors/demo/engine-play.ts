// One round of an instant engine (slot, baccarat, duel, crash): validates the bet for the
// engine and returns the outcome and the total paid back (stake included). Lottery bets are
// settled later, at their draw (lottery-bets.ts).
import { badRequest } from '../../domain/kernel';
import type { GameRow } from '../../domain/catalogue';
import { baccaratPayout, type BaccaratSide, deal } from './engines/baccarat';
import { crashPayout, fly, parseTarget } from './engines/crash';
import { duelPayout, type DuelSide, play } from './engines/duel';
import type { Rng } from './engines/rng';
import { slotPayout, spin } from './engines/slot';

/** A bet as the game sends it; which fields count depends on the game. */
export interface Bet {
  side?: string | undefined;
  target?: string | undefined;
  pick?: string | undefined;
  numero?: string | undefined;
}

export interface InstantResult {
  outcome: Record<string, unknown>;
  payout: bigint;
}

const BACCARAT_SIDES = new Set(['PLAYER', 'BANKER', 'TIE']);
const DUEL_SIDES = new Set(['HOME', 'DRAW', 'AWAY']);

/** Throws request.param.err when the bet does not fit the engine. */
export function checkBet(engine: string, bet: Bet): void {
  const ok =
    engine === 'slot' ||
    (engine === 'baccarat' && BACCARAT_SIDES.has(bet.side ?? '')) ||
    (engine === 'duel' && DUEL_SIDES.has(bet.side ?? '')) ||
    (engine === 'crash' && bet.target !== undefined && parseTarget(bet.target) !== null) ||
    (engine === 'lottery' && bet.pick !== undefined);
  if (!ok) throw badRequest(`This bet does not fit a ${engine} game`);
}

export function playInstant(game: GameRow, bet: Bet, stake: bigint, rng: Rng): InstantResult {
  switch (game.engine) {
    case 'slot': {
      const outcome = spin(rng);
      return { outcome: { ...outcome }, payout: slotPayout(stake, outcome) };
    }
    case 'baccarat': {
      const side = bet.side as BaccaratSide;
      const outcome = deal(rng);
      return { outcome: { ...outcome, side }, payout: baccaratPayout(stake, side, outcome) };
    }
    case 'duel': {
      const side = bet.side as DuelSide;
      const outcome = play(rng);
      return { outcome: { ...outcome, side }, payout: duelPayout(stake, side, outcome) };
    }
    case 'crash': {
      const outcome = fly(rng, parseTarget(bet.target ?? '') ?? 0);
      return { outcome: { ...outcome }, payout: crashPayout(stake, outcome) };
    }
    default:
      throw badRequest(`A ${game.engine} game has no instant rounds`);
  }
}
