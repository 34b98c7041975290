// The member's side of contracts (player site and agent console): the answers to offers under
// their upstream relay names. What waits is part of the consolidated funds (routes/wallet).
import * as contracts from '../../domain/contracts';
import { ok } from '../../http/envelope';
import { requireMerchant, requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import type { FastifyRequest } from 'fastify';

async function member(request: FastifyRequest, deps: HandlerDeps) {
  const { member: m } = await requireSession(request, deps);
  const merchant = requireMerchant(request);
  const ctx: contracts.Ctx = {
    now: deps.clock(),
    settings: merchant.settings.contracts,
  };
  return { party: { id: m.id, merchantId: m.merchantId, type: m.type }, ctx };
}

type Action = 'A' | 'R' | 'C';

const answer = async (
  request: FastifyRequest,
  deps: HandlerDeps,
  kind: contracts.ContractKind,
  selector: { gameType: string } | { id: number },
  status: Action,
  confirm: boolean | undefined,
) => {
  const { party, ctx } = await member(request, deps);
  return ok(
    await contracts.answerOffer(deps.db, party, kind, selector, status, confirm === true, ctx),
  );
};

// Each kind answers under two upstream relay names (the dividend by game type, the others by
// contract id); a relay of each shape serves every name of that shape.

/** `?type=<gameType>&status=&confirm=`. */
const byGameType =
  (kind: contracts.ContractKind) =>
  (deps: HandlerDeps): Handler<'processDividendReq'> =>
  (request) =>
    answer(
      request,
      deps,
      kind,
      { gameType: request.query.type },
      request.query.status,
      request.query.confirm,
    );

/** `?id=<contract>&status=&confirm=`. */
const byQueryId =
  (kind: contracts.ContractKind) =>
  (deps: HandlerDeps): Handler<'processDailySalContract'> =>
  (request) =>
    answer(
      request,
      deps,
      kind,
      { id: request.query.id },
      request.query.status,
      request.query.confirm,
    );

/** `{ contractId, status, confirm }` in the body. */
const byBodyId =
  (kind: contracts.ContractKind) =>
  (deps: HandlerDeps): Handler<'processContractHourSalary'> =>
  (request) =>
    answer(
      request,
      deps,
      kind,
      { id: request.body.contractId },
      request.body.status,
      request.body.confirm,
    );

export const processDividendReq = byGameType('dividend');
export const processContractDividend = byGameType('dividend');
export const processDailySalContract = byQueryId('daily');
export const processDailySalaryContract = byQueryId('daily');
export const processContractHourSalary = byBodyId('hourly');
export const processContractHourSalaryFe = byBodyId('hourly');
export const processRealTimeSalaryContract = byBodyId('realtime');
