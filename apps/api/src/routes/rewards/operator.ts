// The operator's side of rewards: the claims waiting for review, approve (pays), reject, take up.
import { toMinor } from '../../domain/ledger';
import {
  approveGrant,
  operatorReward,
  operatorRewards,
  processGrant,
  rejectGrant,
} from '../../domain/rewards';
import { ok } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { auditOf, requireOperator } from '../../http/operator';
import type { Handler, HandlerDeps } from '../types';

export const operatorListRewards =
  (deps: HandlerDeps): Handler<'operatorListRewards'> =>
  async (request) => {
    const operator = await requireOperator(request, deps.db);
    const { status, account, sourceKind, page, size } = request.query;
    return ok(
      await operatorRewards(
        deps.db,
        operator.merchantId,
        { status, account, sourceKind },
        { page: page ?? 1, size: size ?? 20 },
      ),
    );
  };

export const operatorApproveReward =
  (deps: HandlerDeps): Handler<'operatorApproveReward'> =>
  async (request, reply) => {
    const operator = await requireOperator(request, deps.db);
    const { id } = request.params;
    // The body is optional (BodyOf types only required bodies): { amount? }.
    const amount = (request.body as { amount?: string } | undefined)?.amount;
    return idempotent(
      request,
      reply,
      deps,
      `o:${operator.id}`,
      'operatorApproveReward',
      async () => {
        const now = deps.clock();
        await approveGrant(deps.db, {
          merchantId: operator.merchantId,
          id,
          ...(amount !== undefined ? { amount: toMinor(amount) } : {}),
          now,
          audit: auditOf(operator, 'reward.approve', `reward:${id}`, now),
        });
        return operatorReward(deps.db, operator.merchantId, id);
      },
    );
  };

export const operatorRejectReward =
  (deps: HandlerDeps): Handler<'operatorRejectReward'> =>
  async (request, reply) => {
    const operator = await requireOperator(request, deps.db);
    const { id } = request.params;
    return idempotent(
      request,
      reply,
      deps,
      `o:${operator.id}`,
      'operatorRejectReward',
      async () => {
        const now = deps.clock();
        await rejectGrant(deps.db, {
          merchantId: operator.merchantId,
          id,
          reason: request.body.reason.trim(),
          now,
          audit: auditOf(operator, 'reward.reject', `reward:${id}`, now),
        });
        return operatorReward(deps.db, operator.merchantId, id);
      },
    );
  };

export const operatorProcessReward =
  (deps: HandlerDeps): Handler<'operatorProcessReward'> =>
  async (request, reply) => {
    const operator = await requireOperator(request, deps.db);
    const { id } = request.params;
    return idempotent(
      request,
      reply,
      deps,
      `o:${operator.id}`,
      'operatorProcessReward',
      async () => {
        const now = deps.clock();
        await processGrant(deps.db, {
          merchantId: operator.merchantId,
          id,
          now,
          audit: auditOf(operator, 'reward.process', `reward:${id}`, now),
        });
        return operatorReward(deps.db, operator.merchantId, id);
      },
    );
  };
