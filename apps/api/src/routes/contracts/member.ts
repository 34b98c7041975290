// The member's side of contracts (player site and agent console): the answers to offers under
// their upstream relay names. What waits is part of the consolidated funds (routes/wallet).
import * as contracts from '../../domain/contracts';
import { ok } from '../../http/envelope';
import { requestLanguage, requireMerchant, requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import type { FastifyRequest } from 'fastify';

async function member(request: FastifyRequest, deps: HandlerDeps) {
  const { member: m } = await requireSession(request, deps);
  const merchant = requireMerchant(request);
  const ctx: contracts.Ctx = {
    language: requestLanguage(request),
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

export const processDividendReq =
  (deps: HandlerDeps): Handler<'processDividendReq'> =>
  (request) =>
    answer(
      request,
      deps,
      'dividend',
      { gameType: request.query.type },
      request.query.status,
      request.query.confirm,
    );

export const processContractDividend =
  (deps: HandlerDeps): Handler<'processContractDividend'> =>
  (request) =>
    answer(
      request,
      deps,
      'dividend',
      { gameType: request.query.type },
      request.query.status,
      request.query.confirm,
    );

export const processDailySalContract =
  (deps: HandlerDeps): Handler<'processDailySalContract'> =>
  (request) =>
    answer(
      request,
      deps,
      'daily',
      { id: request.query.id },
      request.query.status,
      request.query.confirm,
    );

export const processDailySalaryContract =
  (deps: HandlerDeps): Handler<'processDailySalaryContract'> =>
  (request) =>
    answer(
      request,
      deps,
      'daily',
      { id: request.query.id },
      request.query.status,
      request.query.confirm,
    );

export const processContractHourSalary =
  (deps: HandlerDeps): Handler<'processContractHourSalary'> =>
  (request) =>
    answer(
      request,
      deps,
      'hourly',
      { id: request.body.contractId },
      request.body.status,
      request.body.confirm,
    );

export const processContractHourSalaryFe =
  (deps: HandlerDeps): Handler<'processContractHourSalaryFe'> =>
  (request) =>
    answer(
      request,
      deps,
      'hourly',
      { id: request.body.contractId },
      request.body.status,
      request.body.confirm,
    );

export const processRealTimeSalaryContract =
  (deps: HandlerDeps): Handler<'processRealTimeSalaryContract'> =>
  (request) =>
    answer(
      request,
      deps,
      'realtime',
      { id: request.body.contractId },
      request.body.status,
      request.body.confirm,
    );
