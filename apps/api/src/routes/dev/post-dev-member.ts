import { createDevMember } from '../../domain/accounts';
import { registerIp } from '../../domain/sign-in';
import { ok } from '../../http/envelope';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

/** Creates an account as given (a fixture factory for development and tests). */
export const postDevMember =
  ({ db, clock }: HandlerDeps): Handler<'postDevMember'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const now = clock();
    const b = request.body;
    const id = await createDevMember(db, merchant.id, b, now);
    for (const ip of b.knownIps ?? []) await registerIp(db, id, ip, now);
    return ok({ id, username: b.username });
  };
