// The member's points operations: rules, balance, catalogue, redeem, redemptions, convert and
// points details. Each checks the points module (PTSYS3; details: MEMTRANS3).
import type { FastifyRequest } from 'fastify';
import { refuseTrial } from '../../domain/cashier';
import {
  convertPoints,
  listRewards,
  memberRedemptions,
  pointBalance,
  pointConfig,
  pointTransactionsPage,
  redeemReward,
} from '../../domain/points';
import { requireModule } from '../../domain/site';
import { ok } from '../../http/envelope';
import { idempotentAtomic } from '../../http/idempotency';
import { requestLanguage, requireMerchant, requireSession } from '../../http/request';
import { pageInput } from '../../domain/kernel';
import type { Handler, HandlerDeps } from '../types';

/** The signed-in real member of a points call, with the module on. */
async function pointsMember(request: FastifyRequest, deps: HandlerDeps, module = 'PTSYS3') {
  const merchant = requireMerchant(request);
  const session = await requireSession(request, deps);
  refuseTrial(session.member);
  await requireModule(deps.db, merchant.id, module);
  return { member: session.member, merchant };
}

export const getPointConfig =
  (deps: HandlerDeps): Handler<'getPointConfig'> =>
  async (request) =>
    ok(await pointConfig(deps.db, requireMerchant(request)));

export const getPointBalance =
  (deps: HandlerDeps): Handler<'getPointBalance'> =>
  async (request, reply) => {
    const { member, merchant } = await pointsMember(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(
      await pointBalance(deps.db, {
        merchantId: merchant.id,
        memberId: member.id,
        now: deps.clock(),
      }),
    );
  };

export const getPointRewards =
  (deps: HandlerDeps): Handler<'getPointRewards'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    await requireModule(deps.db, merchant.id, 'PTSYS3');
    return ok(
      await listRewards(deps.db, merchant.id, requestLanguage(request), request.query.type),
    );
  };

export const redeemPointReward =
  (deps: HandlerDeps): Handler<'redeemPointReward'> =>
  async (request, reply) => {
    const { member, merchant } = await pointsMember(request, deps);
    return idempotentAtomic(
      request,
      reply,
      deps,
      `m:${member.id}`,
      'redeemPointReward',
      (_key, db) =>
        redeemReward(db, {
          merchant,
          member,
          body: request.body,
          language: requestLanguage(request),
          now: deps.clock(),
        }),
    );
  };

export const getRedeemPointList =
  (deps: HandlerDeps): Handler<'getRedeemPointList'> =>
  async (request) => {
    const { member } = await pointsMember(request, deps);
    return ok(
      await memberRedemptions(
        deps.db,
        member.id,
        { status: request.query.status, language: requestLanguage(request) },
        pageInput(request.query),
      ),
    );
  };

export const convertPoint =
  (deps: HandlerDeps): Handler<'convertPoint'> =>
  async (request, reply) => {
    const { member, merchant } = await pointsMember(request, deps);
    return idempotentAtomic(request, reply, deps, `m:${member.id}`, 'convertPoint', (_key, db) =>
      convertPoints(db, {
        merchant,
        member,
        points: request.body.points,
        password: request.body.password,
        now: deps.clock(),
      }),
    );
  };

export const getPointTransactions =
  (deps: HandlerDeps): Handler<'getPointTransactions'> =>
  async (request) => {
    const { member } = await pointsMember(request, deps, 'MEMTRANS3');
    return ok(
      await pointTransactionsPage(deps.db, member.id, request.query.type, pageInput(request.query)),
    );
  };
