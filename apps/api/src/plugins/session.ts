// Handlers of token operations call requireSession: the raw token travels in
// `Authorization` (no Bearer prefix, as upstream).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from '../domain/clock';
import { type ActiveSession, resolveSession } from '../domain/sessions';
import { requireMerchant } from './merchant';

export function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.headers.authorization?.trim();
  return value ? value : undefined;
}

export function requireSession(
  request: FastifyRequest,
  deps: { db: Db; clock: Clock },
): Promise<ActiveSession> {
  return resolveSession(deps.db, requireMerchant(request).id, sessionToken(request), deps.clock());
}
