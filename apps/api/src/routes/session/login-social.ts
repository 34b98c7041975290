import { ok } from '../../domain/envelope';
import { completeSignIn } from '../../domain/sign-in';
import { socialMember } from '../../domain/social';
import { requireMerchant } from '../../plugins/merchant';
import type { Handler, HandlerDeps } from '../types';

export const loginSocial =
  ({ db, clock }: HandlerDeps): Handler<'loginSocial'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const now = clock();
    const member = await socialMember(db, merchant, request.body, now);
    return ok(
      await completeSignIn({
        db,
        merchant,
        member,
        method: 'social',
        ip: request.ip,
        now,
        entry: 'player',
        rememberMe: request.body.rememberMe,
      }),
    );
  };
