// The operator API (/operator): operator keys, never member sessions; every action audited and
// every money-moving one idempotent (keys scoped to the operator key).
import {
  adjustBalance,
  approveWithdrawal,
  decideDeposit,
  disburseWithdrawal,
  operatorDeposits,
  operatorWithdrawals,
  rejectWithdrawal,
  resolveDispute,
} from '../../domain/cashier';
import { jackpotStatement } from '../../domain/jackpot';
import { offsetOf, pageInput } from '../../domain/kernel';
import { ok } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { auditOf, operatorDecision, operatorList, requireOperator } from '../../http/operator';
import { requireMerchant } from '../../http/request';
import type { AreaHandlers, Handler, HandlerDeps } from '../types';

const operatorListDeposits =
  (deps: HandlerDeps): Handler<'operatorListDeposits'> =>
  (request) =>
    operatorList(request, deps.db, request.query, operatorDeposits);

const operatorConfirmDeposit =
  (deps: HandlerDeps): Handler<'operatorConfirmDeposit'> =>
  (request, reply) =>
    operatorDecision(
      request,
      reply,
      deps,
      'operatorConfirmDeposit',
      'deposit.confirm',
      'deposit',
      ({ db, operator, id, now, audit }) =>
        decideDeposit(db, {
          merchantId: operator.merchantId,
          id,
          decision: 'confirm',
          now,
          audit,
        }),
    );

const operatorRejectDeposit =
  (deps: HandlerDeps): Handler<'operatorRejectDeposit'> =>
  (request, reply) =>
    operatorDecision(
      request,
      reply,
      deps,
      'operatorRejectDeposit',
      'deposit.reject',
      'deposit',
      ({ db, operator, id, now, audit }) =>
        decideDeposit(db, {
          merchantId: operator.merchantId,
          id,
          decision: 'reject',
          reason: request.body.reason.trim(),
          now,
          audit,
        }),
    );

const operatorListWithdrawals =
  (deps: HandlerDeps): Handler<'operatorListWithdrawals'> =>
  (request) =>
    operatorList(request, deps.db, request.query, operatorWithdrawals);

const operatorApproveWithdrawal =
  (deps: HandlerDeps): Handler<'operatorApproveWithdrawal'> =>
  (request, reply) =>
    operatorDecision(
      request,
      reply,
      deps,
      'operatorApproveWithdrawal',
      'withdrawal.approve',
      'withdrawal',
      ({ db, operator, id, now, audit }) =>
        approveWithdrawal(db, operator.merchantId, id, now, audit),
    );

const operatorRejectWithdrawal =
  (deps: HandlerDeps): Handler<'operatorRejectWithdrawal'> =>
  (request, reply) =>
    operatorDecision(
      request,
      reply,
      deps,
      'operatorRejectWithdrawal',
      'withdrawal.reject',
      'withdrawal',
      ({ db, operator, id, now, audit }) =>
        rejectWithdrawal(db, operator.merchantId, id, request.body.reason.trim(), now, audit),
    );

const operatorDisburseWithdrawal =
  (deps: HandlerDeps): Handler<'operatorDisburseWithdrawal'> =>
  (request, reply) =>
    operatorDecision(
      request,
      reply,
      deps,
      'operatorDisburseWithdrawal',
      'withdrawal.disburse',
      'withdrawal',
      ({ db, operator, id, now, audit }) =>
        disburseWithdrawal(db, operator.merchantId, id, now, audit),
    );

const operatorResolveDispute =
  (deps: HandlerDeps): Handler<'operatorResolveDispute'> =>
  (request, reply) =>
    operatorDecision(
      request,
      reply,
      deps,
      'operatorResolveDispute',
      'withdrawal.resolve',
      'withdrawal',
      ({ db, operator, id, now, audit }) =>
        resolveDispute(db, operator.merchantId, id, request.body, now, audit),
    );

const operatorAdjustBalance =
  (deps: HandlerDeps): Handler<'operatorAdjustBalance'> =>
  async (request, reply) => {
    const operator = await requireOperator(request, deps.db);
    const merchant = requireMerchant(request);
    return idempotent(request, reply, deps, `o:${operator.id}`, 'operatorAdjustBalance', (key) => {
      const now = deps.clock();
      return adjustBalance(deps.db, {
        merchant,
        ...request.body,
        key: `${operator.id}:${key}`,
        now,
        audit: auditOf(operator, 'balance.adjust', `member:${request.body.account}`, now),
      });
    });
  };

const operatorJackpotStatement =
  ({ db }: HandlerDeps): Handler<'operatorJackpotStatement'> =>
  async (request) => {
    const operator = await requireOperator(request, db);
    const merchant = requireMerchant(request);
    const page = pageInput({ page: request.query.page, size: request.query.size });
    return ok(
      await jackpotStatement(db, operator.merchantId, merchant.currency, {
        offset: offsetOf(page),
        limit: page.size,
      }),
    );
  };

export const operatorHandlers = (deps: HandlerDeps) =>
  ({
    operatorListDeposits: operatorListDeposits(deps),
    operatorConfirmDeposit: operatorConfirmDeposit(deps),
    operatorRejectDeposit: operatorRejectDeposit(deps),
    operatorListWithdrawals: operatorListWithdrawals(deps),
    operatorApproveWithdrawal: operatorApproveWithdrawal(deps),
    operatorRejectWithdrawal: operatorRejectWithdrawal(deps),
    operatorDisburseWithdrawal: operatorDisburseWithdrawal(deps),
    operatorResolveDispute: operatorResolveDispute(deps),
    operatorAdjustBalance: operatorAdjustBalance(deps),
    operatorJackpotStatement: operatorJackpotStatement(deps),
  }) satisfies AreaHandlers;
