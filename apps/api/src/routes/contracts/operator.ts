// The operator API's contract calls: house-paid offers to top-level agents, settlement runs
// now, the settlements list, and reruns that pay only the difference (idempotent, audited).
import * as contracts from '../../domain/contracts';
import { writeAudit } from '../../domain/operators';
import { pageInput, toDecimal } from '../../domain/kernel';
import { ok } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { auditOf, requireOperator } from '../../http/operator';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const operatorOfferContract =
  (deps: HandlerDeps): Handler<'operatorOfferContract'> =>
  async (request) => {
    const operator = requireOperator(request);
    const merchant = requireMerchant(request);
    const now = deps.clock();
    return ok(
      await contracts.operatorOfferContract(
        deps.db,
        merchant.id,
        operator.name,
        request.body,
        { now, settings: merchant.settings.contracts },
        auditOf(operator, 'contract.offer', `member:${request.body.account}`, now),
      ),
    );
  };

export const operatorListContractOffers =
  (deps: HandlerDeps): Handler<'operatorListContractOffers'> =>
  async (request) => {
    const operator = requireOperator(request);
    const { state, kind, account, page, size } = request.query;
    return ok(
      await contracts.operatorContractOffers(deps.db, operator.merchantId, {
        state,
        kind,
        account,
        ...pageInput({ page, size }),
      }),
    );
  };

export const operatorListSettlements =
  (deps: HandlerDeps): Handler<'operatorListSettlements'> =>
  async (request) => {
    const operator = requireOperator(request);
    const { contractId, period, status, page, size } = request.query;
    return ok(
      await contracts.operatorSettlements(deps.db, operator.merchantId, {
        ...(contractId ? { contractId } : {}),
        ...(period ? { period } : {}),
        ...(status ? { status } : {}),
        ...pageInput({ page, size }),
      }),
    );
  };

export const operatorRunSettlements =
  (deps: HandlerDeps): Handler<'operatorRunSettlements'> =>
  async (request) => {
    const operator = requireOperator(request);
    const merchant = requireMerchant(request);
    const now = deps.clock();
    const { job, period } = request.body;
    const result = await contracts.runDueSettlements(deps.database, merchant, now, { job, period });
    const answer = {
      runs: result.runs.map((r) => ({ ...r, amount: toDecimal(r.amount) })),
      retried: result.retried,
    };
    // Each run settles in its own transactions; the audit records what the call asked and did.
    await writeAudit(deps.db, {
      merchantId: merchant.id,
      operator,
      action: 'settlement.run',
      target: `settlements:${job ?? 'all'}:${period ?? 'due'}`,
      before: null,
      after: answer,
      now,
    });
    return ok(answer);
  };

export const operatorRerunSettlement =
  (deps: HandlerDeps): Handler<'operatorRerunSettlement'> =>
  async (request, reply) => {
    const operator = requireOperator(request);
    const merchant = requireMerchant(request);
    return idempotent(request, reply, deps, operator.scope, 'operatorRerunSettlement', () => {
      const now = deps.clock();
      return contracts.rerunSettlement(
        deps.db,
        contracts.settleMerchant(merchant),
        {
          contractId: request.body.contractId,
          period: request.body.period.trim(),
          reason: request.body.reason.trim(),
          operatorId: operator.id,
        },
        now,
        auditOf(
          operator,
          'settlement.rerun',
          `contract:${request.body.contractId}:${request.body.period}`,
          now,
        ),
      );
    });
  };
