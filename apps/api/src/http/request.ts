// What handlers read from a request: the merchant named by the `Merchant` header, the session
// behind the token (the raw token travels in `Authorization`, no Bearer prefix, as upstream)
// and the interface language.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { rememberLanguage } from '../domain/accounts';
import { languageOf } from '../domain/catalogue';
import type { Merchant } from '../domain/merchants';
import {
  type ActiveSession,
  type Member,
  resolveSession,
  resolveSessionWithWallets,
  type SessionWallet,
} from '../domain/sessions';
import { AppError, type Clock } from '../domain/kernel';

/** Every value of a header as sent, however often it appears. */
export function rawHeaderValues(request: FastifyRequest, name: string): string[] {
  const raw = request.raw.rawHeaders;
  const wanted = name.toLowerCase();
  const values: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const header = raw[i] ?? '';
    // Names of another length are not lower-cased (every request reads the Merchant header).
    if (header.length === wanted.length && header.toLowerCase() === wanted)
      values.push(raw[i + 1] ?? '');
  }
  return values;
}

/** The merchant of a request that passed the merchant hook. */
export function requireMerchant(request: FastifyRequest): Merchant {
  if (!request.merchant) {
    throw new AppError(400, 'merchant.acct.setup.err', 'The Merchant header is missing');
  }
  return request.merchant;
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.headers.authorization?.trim();
  return value ? value : undefined;
}

/**
 * A signed-in call's session as `resolve` reads it. The call's interface language becomes the
 * member's when it changed (one write per change, none on the calls after it).
 */
async function signedIn<S extends ActiveSession>(
  request: FastifyRequest,
  deps: { db: Db; clock: Clock },
  resolve: (db: Db, merchantId: number, token: string | undefined, now: number) => Promise<S>,
): Promise<S> {
  const session = await resolve(
    deps.db,
    requireMerchant(request).id,
    sessionToken(request),
    deps.clock(),
  );
  return {
    ...session,
    member: await rememberLanguage(deps.db, session.member, headerLanguage(request)),
  };
}

/** The session of a signed-in call. */
export const requireSession = (
  request: FastifyRequest,
  deps: { db: Db; clock: Clock },
): Promise<ActiveSession> => signedIn(request, deps, resolveSession);

/** `requireSession` and the member's wallet accounts in one database round trip. */
export const requireSessionWithWallets = (
  request: FastifyRequest,
  deps: { db: Db; clock: Clock },
): Promise<ActiveSession & { wallets: SessionWallet[] }> =>
  signedIn(request, deps, resolveSessionWithWallets);

/** The signed-in member, null without a token; a bad token is still a 401. */
export async function optionalMember(
  request: FastifyRequest,
  deps: { db: Db; clock: Clock },
): Promise<Member | null> {
  if (!sessionToken(request)) return null;
  return (await requireSession(request, deps)).member;
}

/** The `Language` header as sent (first value), null without one. */
export function headerLanguage(request: FastifyRequest): string | null {
  const value = request.headers.language;
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** The interface language of content calls: a two-letter `Language` header, else EN. */
export function requestLanguage(request: FastifyRequest): string {
  const value = request.headers.language;
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) ? code : 'EN';
}

/** The language of names in a catalogue answer: the `language` query, else the Language header. */
export function catalogueLanguage(request: FastifyRequest, query?: string): string {
  const header = request.headers.language;
  return languageOf(query, typeof header === 'string' ? header : undefined);
}
