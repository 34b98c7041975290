// Who reads records: the signed-in member (trial accounts have none and are refused), with its
// merchant and language. Every records read starts from this, never from a parameter.
import type { FastifyRequest } from 'fastify';
import { refuseTrial } from '../../domain/cashier';
import type { RecordsCaller } from '../../domain/records';
import { requestLanguage, requireMerchant, requireSession } from '../../http/request';
import type { HandlerDeps } from '../types';

export async function recordsCaller(
  request: FastifyRequest,
  deps: HandlerDeps,
): Promise<RecordsCaller> {
  const session = await requireSession(request, deps);
  refuseTrial(session.member);
  const merchant = requireMerchant(request);
  return { memberId: session.member.id, merchant, language: requestLanguage(request) };
}
