import { cryptoRng } from '../../domain/demo-games/engines/rng';
import { playRound } from '../../domain/demo-games/rounds';
import { ok } from '../../domain/envelope';
import { toDecimal } from '../../domain/ledger/money';
import type { Handler, HandlerDeps } from '../types';

export const playDemoRound =
  ({ db, clock }: HandlerDeps): Handler<'playDemoRound'> =>
  async (request) => {
    const { session, roundId, stake, bet } = request.body;
    const round = await playRound(db, { token: session, roundId, stake, bet }, clock(), cryptoRng);
    return ok({
      roundId: round.roundId,
      status: round.status,
      stake: toDecimal(round.stake),
      payout: toDecimal(round.payout),
      balance: toDecimal(round.balance),
      outcome: round.outcome,
      replayed: round.replayed,
    });
  };
