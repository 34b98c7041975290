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
import { ok } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { auditOf, requireOperator } from '../../http/operator';
import { requireMerchant } from '../../http/request';
import type { AreaHandlers, Handler, HandlerDeps } from '../types';

const paging = (q: { page?: number; size?: number }) => ({ page: q.page ?? 1, size: q.size ?? 20 });

const operatorListDeposits =
  (deps: HandlerDeps): Handler<'operatorListDeposits'> =>
  async (request) => {
    const operator = await requireOperator(request, deps.db);
    const { status, account } = request.query;
    return ok(
      await operatorDeposits(
        deps.db,
        operator.merchantId,
        { status, account },
        paging(request.query),
      ),
    );
  };

const operatorConfirmDeposit =
  (deps: HandlerDeps): Handler<'operatorConfirmDeposit'> =>
  async (request, reply) => {
    const operator = await requireOperator(request, deps.db);
    const { id } = request.params;
    return idempotent(request, reply, deps, `o:${operator.id}`, 'operatorConfirmDeposit', () => {
      const now = deps.clock();
      return decideDeposit(deps.db, {
        merchantId: operator.merchantId,
        id,
        decision: 'confirm',
        now,
        audit: auditOf(operator, 'deposit.confirm', `deposit:${id}`, now),
      });
    });
  };

const operatorRejectDeposit =
  (deps: HandlerDeps): Handler<'operatorRejectDeposit'> =>
  async (request, reply) => {
    const operator = await requireOperator(request, deps.db);
    const { id } = request.params;
    return idempotent(request, reply, deps, `o:${operator.id}`, 'operatorRejectDeposit', () => {
      const now = deps.clock();
      return decideDeposit(deps.db, {
        merchantId: operator.merchantId,
        id,
        decision: 'reject',
        reason: request.body.reason.trim(),
        now,
        audit: auditOf(operator, 'deposit.reject', `deposit:${id}`, now),
      });
    });
  };

const operatorListWithdrawals =
  (deps: HandlerDeps): Handler<'operatorListWithdrawals'> =>
  async (request) => {
    const operator = await requireOperator(request, deps.db);
    const { status, account } = request.query;
    return ok(
      await operatorWithdrawals(
        deps.db,
        operator.merchantId,
        { status, account },
        paging(request.query),
      ),
    );
  };

const operatorApproveWithdrawal =
  (deps: HandlerDeps): Handler<'operatorApproveWithdrawal'> =>
  async (request, reply) => {
    const operator = await requireOperator(request, deps.db);
    const { id } = request.params;
    return idempotent(request, reply, deps, `o:${operator.id}`, 'operatorApproveWithdrawal', () => {
      const now = deps.clock();
      return approveWithdrawal(
        deps.db,
        operator.merchantId,
        id,
        now,
        auditOf(operator, 'withdrawal.approve', `withdrawal:${id}`, now),
      );
    });
  };

const operatorRejectWithdrawal =
  (deps: HandlerDeps): Handler<'operatorRejectWithdrawal'> =>
  async (request, reply) => {
    const operator = await requireOperator(request, deps.db);
    const { id } = request.params;
    return idempotent(request, reply, deps, `o:${operator.id}`, 'operatorRejectWithdrawal', () => {
      const now = deps.clock();
      return rejectWithdrawal(
        deps.db,
        operator.merchantId,
        id,
        request.body.reason.trim(),
        now,
        auditOf(operator, 'withdrawal.reject', `withdrawal:${id}`, now),
      );
    });
  };

const operatorDisburseWithdrawal =
  (deps: HandlerDeps): Handler<'operatorDisburseWithdrawal'> =>
  async (request, reply) => {
    const operator = await requireOperator(request, deps.db);
    const { id } = request.params;
    return idempotent(
      request,
      reply,
      deps,
      `o:${operator.id}`,
      'operatorDisburseWithdrawal',
      () => {
        const now = deps.clock();
        return disburseWithdrawal(
          deps.db,
          operator.merchantId,
          id,
          now,
          auditOf(operator, 'withdrawal.disburse', `withdrawal:${id}`, now),
        );
      },
    );
  };

const operatorResolveDispute =
  (deps: HandlerDeps): Handler<'operatorResolveDispute'> =>
  async (request, reply) => {
    const operator = await requireOperator(request, deps.db);
    const { id } = request.params;
    return idempotent(request, reply, deps, `o:${operator.id}`, 'operatorResolveDispute', () => {
      const now = deps.clock();
      return resolveDispute(
        deps.db,
        operator.merchantId,
        id,
        request.body,
        now,
        auditOf(operator, 'withdrawal.resolve', `withdrawal:${id}`, now),
      );
    });
  };

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
  }) satisfies AreaHandlers;
