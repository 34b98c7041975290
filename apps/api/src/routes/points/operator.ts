// The operator's side of the points mall: redemptions waiting for a decision, approve (pays
// cash and bonus rewards), reject (points and stock return), and points adjustments. Operator
// keys only; every action audited and idempotent.
import {
  adjustPoints,
  approveRedemption,
  operatorRedemptions,
  rejectRedemption,
} from '../../domain/points';
import { idempotent } from '../../http/idempotency';
import {
  actionKey,
  auditOf,
  operatorDecision,
  operatorList,
  requireOperator,
} from '../../http/operator';
import type { Handler, HandlerDeps } from '../types';

export const operatorListPointRedemptions =
  (deps: HandlerDeps): Handler<'operatorListPointRedemptions'> =>
  (request) =>
    operatorList(request, deps.db, request.query, operatorRedemptions);

export const operatorApprovePointRedemption =
  (deps: HandlerDeps): Handler<'operatorApprovePointRedemption'> =>
  (request, reply) =>
    operatorDecision(
      request,
      reply,
      deps,
      'operatorApprovePointRedemption',
      'points.redemption.approve',
      'redemption',
      ({ db, operator, id, now, audit }) =>
        approveRedemption(db, operator.merchantId, id, now, audit),
    );

export const operatorRejectPointRedemption =
  (deps: HandlerDeps): Handler<'operatorRejectPointRedemption'> =>
  (request, reply) =>
    operatorDecision(
      request,
      reply,
      deps,
      'operatorRejectPointRedemption',
      'points.redemption.reject',
      'redemption',
      ({ db, operator, id, now, audit }) =>
        rejectRedemption(db, operator.merchantId, id, request.body.reason.trim(), now, audit),
    );

export const operatorAdjustPoints =
  (deps: HandlerDeps): Handler<'operatorAdjustPoints'> =>
  async (request, reply) => {
    const operator = requireOperator(request);
    return idempotent(request, reply, deps, operator.scope, 'operatorAdjustPoints', (key) => {
      const now = deps.clock();
      return adjustPoints(deps.db, {
        merchantId: operator.merchantId,
        ...request.body,
        key: actionKey(operator, key),
        now,
        audit: auditOf(operator, 'points.adjust', `member:${request.body.account}`, now),
      });
    });
  };
