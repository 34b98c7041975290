import { signedIn } from '../signed-in';
import { answerChallenge } from '../../domain/sign-in';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const verifyLoginIp =
  ({ db, clock }: HandlerDeps): Handler<'verifyLoginIp'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const now = clock();
    const { ticket, method, answer } = request.body;
    const { member, context } = await answerChallenge(
      db,
      merchant.id,
      ticket,
      method,
      answer,
      request.ip,
      now,
    );
    return signedIn(request, {
      db,
      merchant,
      member,
      method: context.method,
      now,
      rememberMe: context.rememberMe,
      passwordExpired: context.passwordExpired,
      defaultPassword: context.defaultPassword,
      skipIpCheck: true,
    });
  };
