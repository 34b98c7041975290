import { demoVendor } from '../../vendors/demo';
import { ok } from '../../http/envelope';
import { toDecimal } from '../../domain/kernel';
import type { Handler, HandlerDeps } from '../types';

export const playDemoRound =
  ({ db, clock }: HandlerDeps): Handler<'playDemoRound'> =>
  async (request) => {
    const { session, roundId, stake, bet } = request.body;
    const round = await demoVendor.playRound(db, { token: session, roundId, stake, bet }, clock());
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
