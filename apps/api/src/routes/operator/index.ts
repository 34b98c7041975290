// The operator API (/operator): staff sessions and operator keys, never member sessions, each
// call's permission checked first (plugins/operator-access.ts); every action audited and every
// money-moving one idempotent (keys scoped to the caller).
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
import { approveWithFourEyes, dashboardFigures, firstApprovals } from '../../domain/operators';
import { idempotent } from '../../http/idempotency';
import {
  actionKey,
  auditOf,
  operatorDecision,
  operatorList,
  requireOperator,
} from '../../http/operator';
import { requireMerchant } from '../../http/request';
import type { AreaHandlers, Handler, HandlerDeps } from '../types';
import { agentHandlers } from './agents';
import { memberHandlers } from './members';
import { feedbackHandlers } from './feedback';
import { liveChatHandlers } from './live-chats';
import { reportHandlers } from './reports';
import { staffHandlers } from './staff';
import { contentHandlers } from './content';
import { gameHandlers } from './games';

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

/** The withdrawals, each waiting for a second approver showing who gave the first. */
const operatorListWithdrawals =
  (deps: HandlerDeps): Handler<'operatorListWithdrawals'> =>
  (request) =>
    operatorList(request, deps.db, request.query, async (db, merchantId, filter, page) => {
      const list = await operatorWithdrawals(db, merchantId, filter, page);
      const firsts = await firstApprovals(
        db,
        merchantId,
        list.content.filter((w) => w.status === 'pending').map((w) => w.id),
      );
      return {
        ...list,
        content: list.content.map((w) => {
          const by = firsts.get(w.id);
          return by ? { ...w, firstApprovedBy: by } : w;
        }),
      };
    });

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
        approveWithFourEyes(db, operator, id, now, () =>
          approveWithdrawal(db, operator.merchantId, id, now, audit),
        ),
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
    const operator = requireOperator(request);
    const merchant = requireMerchant(request);
    return idempotent(request, reply, deps, operator.scope, 'operatorAdjustBalance', (key) => {
      const now = deps.clock();
      return adjustBalance(deps.db, {
        merchant,
        ...request.body,
        key: actionKey(operator, key),
        now,
        audit: auditOf(operator, 'balance.adjust', `member:${request.body.account}`, now),
      });
    });
  };

const operatorJackpotStatement =
  ({ db }: HandlerDeps): Handler<'operatorJackpotStatement'> =>
  async (request) => {
    const operator = requireOperator(request);
    const merchant = requireMerchant(request);
    const page = pageInput({ page: request.query.page, size: request.query.size });
    return ok(
      await jackpotStatement(
        db,
        operator.merchantId,
        merchant.currency,
        {
          offset: offsetOf(page),
          limit: page.size,
        },
        { from: request.query.from, to: request.query.to },
      ),
    );
  };

const operatorDashboard =
  ({ db, clock }: HandlerDeps): Handler<'operatorDashboard'> =>
  async (request) => {
    const operator = requireOperator(request);
    const merchant = requireMerchant(request);
    return ok(
      await dashboardFigures(
        db,
        operator.merchantId,
        merchant.currency,
        clock(),
        request.query.days,
      ),
    );
  };

export const operatorHandlers = (deps: HandlerDeps) =>
  ({
    operatorDashboard: operatorDashboard(deps),
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
    ...staffHandlers(deps),
    ...memberHandlers(deps),
    ...agentHandlers(deps),
    ...contentHandlers(deps),
    ...gameHandlers(deps),
    ...liveChatHandlers(deps),
    ...feedbackHandlers(deps),
    ...reportHandlers(deps),
  }) satisfies AreaHandlers;
