import type { FastifyRequest } from 'fastify';
// Deposit operations of the member: settings, deposit per channel, list, detail, limits.
import {
  cashierSettings,
  createDeposit as create,
  CURRENCY_DECIMALS,
  depositLimitsOf,
  memberDeposit,
  memberDeposits,
  offeredChannels,
  quickAmountsOf,
  refuseTrial,
  setDepositLimits as setLimits,
} from '../../domain/cashier';
import { ok } from '../../http/envelope';
import { idempotentAtomic } from '../../http/idempotency';
import { requestLanguage, requireMerchant, requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

/** The signed-in member of a cashier call; trial accounts are refused. */
export async function cashierMember(request: FastifyRequest, deps: HandlerDeps) {
  const session = await requireSession(request, deps);
  refuseTrial(session.member);
  return { member: session.member, merchant: requireMerchant(request) };
}

export const getDepositSettings =
  (deps: HandlerDeps): Handler<'getDepositSettings'> =>
  async (request, reply) => {
    const { member, merchant } = await cashierMember(request, deps);
    const settings = await cashierSettings(deps.db, merchant.id);
    reply.header('cache-control', 'no-store');
    return ok({
      allowDeposit: settings.allowDeposit ? ('Y' as const) : ('N' as const),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      decimals: CURRENCY_DECIMALS,
      channels: offeredChannels(settings.depositChannels).map((c) => ({
        code: c.code,
        type: c.type,
        name: c.name,
        minAmount: c.min,
        maxAmount: c.max,
        quickAmounts: quickAmountsOf(c),
      })),
      banks: settings.receivingBanks,
      limits: await depositLimitsOf(deps.db, member.id, deps.clock()),
      paymentExpiryMinutes: settings.paymentExpiryMinutes,
    });
  };

export const createDeposit =
  (deps: HandlerDeps): Handler<'createDeposit'> =>
  async (request, reply) => {
    const { member, merchant } = await cashierMember(request, deps);
    return idempotentAtomic(request, reply, deps, `m:${member.id}`, 'createDeposit', (_key, db) =>
      create(db, {
        merchant,
        memberId: member.id,
        channel: request.params.channel,
        body: request.body,
        language: requestLanguage(request),
        now: deps.clock(),
      }),
    );
  };

export const listDeposits =
  (deps: HandlerDeps): Handler<'listDeposits'> =>
  async (request) => {
    const { member, merchant } = await cashierMember(request, deps);
    return ok(
      await memberDeposits(deps.db, member.id, merchant.id, request.query.status, {
        page: request.query.page ?? 1,
        size: request.query.size ?? 20,
      }),
    );
  };

export const getDeposit =
  (deps: HandlerDeps): Handler<'getDeposit'> =>
  async (request) => {
    const { member, merchant } = await cashierMember(request, deps);
    return ok(await memberDeposit(deps.db, member.id, merchant.id, request.params.id));
  };

export const getDepositLimits =
  (deps: HandlerDeps): Handler<'getDepositLimits'> =>
  async (request) => {
    const { member } = await cashierMember(request, deps);
    return ok(await depositLimitsOf(deps.db, member.id, deps.clock()));
  };

export const setDepositLimits =
  (deps: HandlerDeps): Handler<'setDepositLimits'> =>
  async (request) => {
    const { member } = await cashierMember(request, deps);
    return ok(await setLimits(deps.db, member.id, request.body, deps.clock()));
  };
