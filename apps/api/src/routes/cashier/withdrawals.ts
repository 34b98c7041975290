// Withdraw operations of the member: settings, banks, cards, payment password, withdrawals,
// receipt confirmation.
import {
  bindBankCard as bind,
  cashierSettings,
  offeredChannels,
  changePaymentPassword as changePassword,
  confirmReceipt,
  createWithdrawal as create,
  CURRENCY_DECIMALS,
  hasPaymentPassword,
  listBankCards as cards,
  memberWithdrawal,
  memberWithdrawals,
  setPaymentPassword as setPassword,
  withdrawLimitsOf,
} from '../../domain/cashier';
import { toDecimal } from '../../domain/kernel';
import { wageringOf } from '../../domain/rewards';
import { ok } from '../../http/envelope';
import { idempotentAtomic } from '../../http/idempotency';
import { requestLanguage } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import { cashierMember } from './deposits';

export const getWithdrawSettings =
  (deps: HandlerDeps): Handler<'getWithdrawSettings'> =>
  async (request, reply) => {
    const { member, merchant } = await cashierMember(request, deps);
    const now = deps.clock();
    const [settings, wagering, limits] = await Promise.all([
      cashierSettings(deps.db, merchant.id),
      wageringOf(deps.db, member.id, now),
      withdrawLimitsOf(deps.db, {
        merchant,
        memberId: member.id,
        language: requestLanguage(request),
        now,
      }),
    ]);
    reply.header('cache-control', 'no-store');
    return ok({
      allowWithdraw: settings.allowWithdraw ? ('Y' as const) : ('N' as const),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      decimals: CURRENCY_DECIMALS,
      minimumAmount: settings.withdraw.min,
      maximumAmount: settings.withdraw.max,
      ...limits,
      channels: offeredChannels(settings.withdraw.channels).map((c) => ({
        code: c.code,
        name: c.name,
        minAmount: c.min,
        maxAmount: c.max,
      })),
      receiptConfirmMinutes: settings.receiptConfirmMinutes,
      wageringRemaining: toDecimal(wagering.required - wagering.done),
    });
  };

export const listWithdrawBanks =
  (deps: HandlerDeps): Handler<'listWithdrawBanks'> =>
  async (request) => {
    const { merchant } = await cashierMember(request, deps);
    return ok((await cashierSettings(deps.db, merchant.id)).withdrawBanks);
  };

export const listBankCards =
  (deps: HandlerDeps): Handler<'listBankCards'> =>
  async (request) => {
    const { member, merchant } = await cashierMember(request, deps);
    return ok(await cards(deps.db, merchant.id, member.id));
  };

export const bindBankCard =
  (deps: HandlerDeps): Handler<'bindBankCard'> =>
  async (request) => {
    const { member, merchant } = await cashierMember(request, deps);
    return ok(
      await bind(deps.db, {
        merchantId: merchant.id,
        memberId: member.id,
        body: request.body,
        now: deps.clock(),
      }),
    );
  };

export const hasWithdrawalPassword =
  (deps: HandlerDeps): Handler<'hasWithdrawalPassword'> =>
  async (request) => {
    const { member } = await cashierMember(request, deps);
    return ok(await hasPaymentPassword(deps.db, member.id));
  };

export const setPaymentPassword =
  (deps: HandlerDeps): Handler<'setPaymentPassword'> =>
  async (request) => {
    const { member } = await cashierMember(request, deps);
    const { paymentPassword, confirmPaymentPassword } = request.body;
    await setPassword(deps.db, member.id, paymentPassword, confirmPaymentPassword, deps.clock());
    return ok(true as const);
  };

export const changePaymentPassword =
  (deps: HandlerDeps): Handler<'changePaymentPassword'> =>
  async (request) => {
    const { member } = await cashierMember(request, deps);
    const body = request.body;
    await changePassword(
      deps.db,
      member.id,
      {
        oldPassword: body.oldPaymentPassword,
        password: body.paymentPassword,
        confirm: body.confirmPaymentPassword,
      },
      deps.clock(),
    );
    return ok(true as const);
  };

export const createWithdrawal =
  (deps: HandlerDeps): Handler<'createWithdrawal'> =>
  async (request, reply) => {
    const { member, merchant } = await cashierMember(request, deps);
    return idempotentAtomic(
      request,
      reply,
      deps,
      `m:${member.id}`,
      'createWithdrawal',
      (_key, db) =>
        create(db, {
          merchant,
          memberId: member.id,
          body: request.body,
          language: requestLanguage(request),
          now: deps.clock(),
        }),
    );
  };

export const listWithdrawals =
  (deps: HandlerDeps): Handler<'listWithdrawals'> =>
  async (request) => {
    const { member, merchant } = await cashierMember(request, deps);
    return ok(
      await memberWithdrawals(deps.db, merchant.id, member.id, request.query.status, {
        page: request.query.page ?? 1,
        size: request.query.size ?? 20,
      }),
    );
  };

export const getWithdrawal =
  (deps: HandlerDeps): Handler<'getWithdrawal'> =>
  async (request) => {
    const { member, merchant } = await cashierMember(request, deps);
    return ok(await memberWithdrawal(deps.db, merchant.id, member.id, request.params.id));
  };

export const confirmWithdrawalReceipt =
  (deps: HandlerDeps): Handler<'confirmWithdrawalReceipt'> =>
  async (request) => {
    const { member, merchant } = await cashierMember(request, deps);
    return ok(
      await confirmReceipt(deps.db, {
        merchantId: merchant.id,
        memberId: member.id,
        id: request.params.id,
        body: request.body,
        now: deps.clock(),
      }),
    );
  };
