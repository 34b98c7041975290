// The loyalty area: manual rebate (summary, claim, records) and VIP progress. The module
// switches (MANUALREBATE3, PLAYERRANK3) are the contract's x-module; trial accounts are refused
// like at the cashier.
import {
  claimManualRebate,
  manualRebate,
  manualRebateRecords,
  playerRankProgress,
} from '../../domain/loyalty';
import { ok } from '../../http/envelope';
import { idempotentAtomic } from '../../http/idempotency';
import { rewardsMember } from '../rewards/member';
import { pageInput } from '../../domain/kernel';
import type { AreaHandlers, Handler, HandlerDeps } from '../types';

const getManualRebate =
  (deps: HandlerDeps): Handler<'getManualRebate'> =>
  async (request, reply) => {
    const { member, merchant, lang, now } = await rewardsMember(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await manualRebate(deps.db, { merchant, memberId: member.id, lang, now }));
  };

const claimRebate =
  (deps: HandlerDeps): Handler<'claimManualRebate'> =>
  async (request, reply) => {
    const { member, merchant, lang } = await rewardsMember(request, deps);
    return idempotentAtomic(
      request,
      reply,
      deps,
      `m:${member.id}`,
      'claimManualRebate',
      (_key, db) =>
        claimManualRebate(db, {
          merchant,
          memberId: member.id,
          seq: request.body.seq,
          lang,
          now: deps.clock(),
        }),
    );
  };

const getManualRebateRecords =
  (deps: HandlerDeps): Handler<'getManualRebateRecords'> =>
  async (request, reply) => {
    const { member } = await rewardsMember(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await manualRebateRecords(deps.db, member.id, pageInput(request.query, 10)));
  };

const getPlayerRankProgress =
  (deps: HandlerDeps): Handler<'getPlayerRankProgress'> =>
  async (request, reply) => {
    const { member, merchant, lang, now } = await rewardsMember(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await playerRankProgress(deps.db, { merchant, memberId: member.id, lang, now }));
  };

export function loyaltyHandlers(deps: HandlerDeps) {
  return {
    getManualRebate: getManualRebate(deps),
    claimManualRebate: claimRebate(deps),
    getManualRebateRecords: getManualRebateRecords(deps),
    getPlayerRankProgress: getPlayerRankProgress(deps),
  } satisfies AreaHandlers;
}
