// The agent console's contract pages: its own contracts, the contracts it pays, offers and
// their changes, settlement records, the payout chart and the projected statement.
import type { FastifyRequest } from 'fastify';
import * as contracts from '../../domain/contracts';
import { ok } from '../../http/envelope';
import { requireMerchant } from '../../http/request';
import { requireAgentSession } from '../agent/session';
import type { Handler, HandlerDeps } from '../types';

async function agent(request: FastifyRequest, deps: HandlerDeps) {
  const caller = await requireAgentSession(request, deps);
  const merchant = requireMerchant(request);
  const ctx: contracts.Ctx = {
    now: deps.clock(),
    settings: merchant.settings.contracts,
  };
  return { caller, ctx };
}

export const getMyContracts =
  (deps: HandlerDeps): Handler<'getMyContracts'> =>
  async (request) => {
    const { caller, ctx } = await agent(request, deps);
    return ok(await contracts.myContracts(deps.db, caller, request.query.kind, ctx.now));
  };

export const getDownlineContracts =
  (deps: HandlerDeps): Handler<'getDownlineContracts'> =>
  async (request) => {
    const { caller, ctx } = await agent(request, deps);
    return ok(await contracts.downlineContracts(deps.db, caller, request.query, ctx.now));
  };

export const offerContract =
  (deps: HandlerDeps): Handler<'offerContract'> =>
  async (request) => {
    const { caller, ctx } = await agent(request, deps);
    return ok(await contracts.offerContract(deps.db, caller, request.body, ctx));
  };

export const updateContractOffer =
  (deps: HandlerDeps): Handler<'updateContractOffer'> =>
  async (request) => {
    const { caller, ctx } = await agent(request, deps);
    return ok(await contracts.updateOffer(deps.db, caller, request.params.id, request.body, ctx));
  };

export const withdrawContractOffer =
  (deps: HandlerDeps): Handler<'withdrawContractOffer'> =>
  async (request) => {
    const { caller, ctx } = await agent(request, deps);
    return ok(await contracts.withdrawOffer(deps.db, caller, request.params.id, ctx));
  };

export const terminateContract =
  (deps: HandlerDeps): Handler<'terminateContract'> =>
  async (request) => {
    const { caller, ctx } = await agent(request, deps);
    return ok(
      await contracts.terminateByPayer(
        deps.db,
        caller,
        request.params.id,
        request.body.reason,
        ctx,
      ),
    );
  };

export const getContractHistory =
  (deps: HandlerDeps): Handler<'getContractHistory'> =>
  async (request) => {
    const { caller } = await agent(request, deps);
    const row = await contracts.requireVisible(deps.db, caller, request.params.id);
    return ok((await contracts.eventsOf(deps.db, [row.id])).get(row.id) ?? []);
  };

export const getSettlements =
  (deps: HandlerDeps): Handler<'getSettlements'> =>
  async (request) => {
    const { caller, ctx } = await agent(request, deps);
    return ok(
      await contracts.settlementPage(
        deps.db,
        caller,
        request.query,
        ctx.now,
        ctx.settings.timeZone,
      ),
    );
  };

export const getSettlementChart =
  (deps: HandlerDeps): Handler<'getSettlementChart'> =>
  async (request) => {
    const { caller, ctx } = await agent(request, deps);
    return ok(
      await contracts.settlementChart(
        deps.db,
        caller,
        request.query,
        ctx.now,
        ctx.settings.timeZone,
      ),
    );
  };

export const getProjectedStatement =
  (deps: HandlerDeps): Handler<'getProjectedStatement'> =>
  async (request) => {
    const { caller, ctx } = await agent(request, deps);
    return ok(
      await contracts.projectedStatement(
        deps.db,
        caller,
        request.query.kind,
        ctx.now,
        ctx.settings.timeZone,
      ),
    );
  };
