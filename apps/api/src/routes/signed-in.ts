// Every way in (password, SMS code, remember token, social account, registration, free play,
// a new password) ends the same: the domain's sign-in with the request's address and browser,
// answered in the envelope. The request's interface language becomes the member's.
import type { FastifyRequest } from 'fastify';
import { completeSignIn } from '../domain/sign-in';
import { ok } from '../http/envelope';
import { headerLanguage } from '../http/request';

type SignIn = Parameters<typeof completeSignIn>[0];

/** Signs the member in from this request (its IP, user agent, language) and answers the session. */
export async function signedIn(
  request: FastifyRequest,
  input: Omit<SignIn, 'ip' | 'userAgent' | 'language'>,
) {
  return ok(
    await completeSignIn({
      ...input,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      language: headerLanguage(request),
    }),
  );
}

/** After a new password: signed in again by password, without the new-address check. */
export function signedInAnew(
  request: FastifyRequest,
  { db, merchant, member, now }: Pick<SignIn, 'db' | 'merchant' | 'member' | 'now'>,
) {
  return signedIn(request, { db, merchant, member, method: 'password', now, skipIpCheck: true });
}
