import { ok } from '../../http/envelope';
import { redeemRememberToken } from '../../domain/sessions';
import { completeSignIn } from '../../domain/sign-in';
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
    return ok(
      await completeSignIn({
        db,
        merchant,
        member,
        method: 'token',
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        now,
        entry,
        rememberToken: { id, token: rememberToken, expiresAt },
        skipIpCheck: true,
      }),
    );
  };
