import { signedIn } from '../signed-in';
import { redeemRememberToken } from '../../domain/sessions';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const loginRemembered =
  ({ db, clock }: HandlerDeps): Handler<'loginRemembered'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const now = clock();
    const { rememberToken, entry } = request.body;
    const { member, id, expiresAt } = await redeemRememberToken(
      db,
      merchant.id,
      rememberToken,
      now,
    );
    return signedIn(request, {
      db,
      merchant,
      member,
      method: 'token',
      now,
      entry,
      rememberToken: { id, token: rememberToken, expiresAt },
      skipIpCheck: true,
    });
  };
