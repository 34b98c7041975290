// The agent tree on the staff side: top agents, an agent's direct downlines, a search by
// account, and an agent's page with its contracts. Reads only; access is checked before these
// run (plugins/operator-access.ts). The settlement run is the contracts area's call.
import { pageInput } from '../../domain/kernel';
import { agentDetail, agentTreePage } from '../../domain/operators';
import { ok } from '../../http/envelope';
import { requireOperator } from '../../http/operator';
import type { Handler, HandlerDeps } from '../types';

const operatorListAgents =
  ({ db }: HandlerDeps): Handler<'operatorListAgents'> =>
  async (request) => {
    const operator = requireOperator(request);
    const { parent, q, page, size } = request.query;
    return ok(
      await agentTreePage(db, operator.merchantId, { parent, q }, pageInput({ page, size })),
    );
  };

const operatorGetAgent =
  ({ db }: HandlerDeps): Handler<'operatorGetAgent'> =>
  async (request) =>
    ok(await agentDetail(db, requireOperator(request).merchantId, request.params.account));

export const agentHandlers = (deps: HandlerDeps) => ({
  operatorListAgents: operatorListAgents(deps),
  operatorGetAgent: operatorGetAgent(deps),
});
