// The operator's side of rewards: the claims waiting for review, approve (pays), reject, take up.
import { pageInput, toMinor } from '../../domain/kernel';
import {
  approveGrant,
  operatorReward,
  operatorRewards,
  processGrant,
  rejectGrant,
} from '../../domain/rewards';
import { ok } from '../../http/envelope';
import { operatorDecision, requireOperator } from '../../http/operator';
import type { Handler, HandlerDeps } from '../types';

export const operatorListRewards =
  (deps: HandlerDeps): Handler<'operatorListRewards'> =>
  async (request) => {
    const operator = requireOperator(request);
    const { status, account, sourceKind, page, size } = request.query;
    return ok(
      await operatorRewards(
        deps.db,
        operator.merchantId,
        { status, account, sourceKind },
        pageInput({ page, size }),
      ),
    );
  };

export const operatorApproveReward =
  (deps: HandlerDeps): Handler<'operatorApproveReward'> =>
  (request, reply) => {
    // The body is optional (BodyOf types only required bodies): { amount? }.
    const amount = (request.body as { amount?: string } | undefined)?.amount;
    return operatorDecision(
      request,
      reply,
      deps,
      'operatorApproveReward',
      'reward.approve',
      'reward',
      async ({ db, operator, id, now, audit }) => {
        await approveGrant(db, {
          merchantId: operator.merchantId,
          id,
          ...(amount !== undefined ? { amount: toMinor(amount) } : {}),
          now,
          audit,
        });
        return operatorReward(db, operator.merchantId, id);
      },
    );
  };

export const operatorRejectReward =
  (deps: HandlerDeps): Handler<'operatorRejectReward'> =>
  (request, reply) =>
    operatorDecision(
      request,
      reply,
      deps,
      'operatorRejectReward',
      'reward.reject',
      'reward',
      async ({ db, operator, id, now, audit }) => {
        await rejectGrant(db, {
          merchantId: operator.merchantId,
          id,
          reason: request.body.reason.trim(),
          now,
          audit,
        });
        return operatorReward(db, operator.merchantId, id);
      },
    );

export const operatorProcessReward =
  (deps: HandlerDeps): Handler<'operatorProcessReward'> =>
  (request, reply) =>
    operatorDecision(
      request,
      reply,
      deps,
      'operatorProcessReward',
      'reward.process',
      'reward',
      async ({ db, operator, id, now, audit }) => {
        await processGrant(db, {
          merchantId: operator.merchantId,
          id,
          now,
          audit,
        });
        return operatorReward(db, operator.merchantId, id);
      },
    );
