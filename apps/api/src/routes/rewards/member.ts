// The signed-in member of a rewards call: trial accounts are refused like at the cashier.
import type { FastifyRequest } from 'fastify';
import { refuseTrial } from '../../domain/cashier';
import { requestLanguage, requireMerchant, requireSession } from '../../http/request';
import type { HandlerDeps } from '../types';

export async function rewardsMember(request: FastifyRequest, deps: HandlerDeps) {
  const session = await requireSession(request, deps);
  refuseTrial(session.member);
  return {
    member: session.member,
    merchant: requireMerchant(request),
    lang: requestLanguage(request),
    now: deps.clock(),
  };
}
