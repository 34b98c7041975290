// The signed-in agent of an agent-console call: the subtree always comes from here.
import type { FastifyRequest } from 'fastify';
import { type Caller, requireAgent } from '../../domain/agents';
import { requireSession } from '../../http/request';
import type { HandlerDeps } from '../types';

export async function requireAgentSession(
  request: FastifyRequest,
  deps: HandlerDeps,
): Promise<Caller> {
  const { member } = await requireSession(request, deps);
  requireAgent(member);
  return { id: member.id, merchantId: member.merchantId, type: member.type };
}
