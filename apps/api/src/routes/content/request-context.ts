// What content handlers read from a request: the interface language and, for calls that
// work signed in or out, the member behind a token when one was sent.
import type { FastifyRequest } from 'fastify';
import type { Member } from '../../domain/sessions';
import { requireSession, sessionToken } from '../../plugins/session';
import type { HandlerDeps } from '../types';

export function requestLanguage(request: FastifyRequest): string {
  const value = request.headers.language;
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) ? code : 'EN';
}

/** The signed-in member, null without a token; a bad token is still a 401. */
export async function optionalMember(
  request: FastifyRequest,
  deps: HandlerDeps,
): Promise<Member | null> {
  if (!sessionToken(request)) return null;
  return (await requireSession(request, deps)).member;
}
