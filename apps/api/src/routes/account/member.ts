import type { FastifyRequest } from 'fastify';
import { refuseTrial } from '../../domain/cashier';
import { requireMerchant, requireSession } from '../../http/request';
import type { HandlerDeps } from '../types';

/** The signed-in real member of an account call; trial accounts are refused. */
export async function accountMember(request: FastifyRequest, deps: HandlerDeps) {
  const session = await requireSession(request, deps);
  refuseTrial(session.member);
  return { session, member: session.member, merchant: requireMerchant(request) };
}
