// Every way in (password, SMS code, remember token, social account, registration, free play,
// a new password) ends the same: the domain's sign-in with the request's address and browser,
// answered in the envelope.
import type { FastifyRequest } from 'fastify';
import { completeSignIn } from '../domain/sign-in';
import { ok } from '../http/envelope';

type SignIn = Parameters<typeof completeSignIn>[0];

/** Signs the member in from this request (its IP and user agent) and answers the session. */
export async function signedIn(request: FastifyRequest, input: Omit<SignIn, 'ip' | 'userAgent'>) {
  return ok(
    await completeSignIn({ ...input, ip: request.ip, userAgent: request.headers['user-agent'] }),
  );
}

/** After a new password: signed in again by password, without the new-address check. */
export function signedInAnew(
  request: FastifyRequest,
  { db, merchant, member, now }: Pick<SignIn, 'db' | 'merchant' | 'member' | 'now'>,
) {
  return signedIn(request, { db, merchant, member, method: 'password', now, skipIpCheck: true });
}
