import { signedIn } from '../signed-in';
import { socialMember } from '../../domain/sign-in';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const loginSocial =
  ({ db, clock }: HandlerDeps): Handler<'loginSocial'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const now = clock();
    const member = await socialMember(db, merchant, request.body, now);
    return signedIn(request, {
      db,
      merchant,
      member,
      method: 'social',
      now,
      entry: 'player',
      rememberMe: request.body.rememberMe,
    });
  };
