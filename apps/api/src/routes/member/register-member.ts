import { CAPTCHA_COOKIE } from '../../domain/captcha';
import { ok } from '../../http/envelope';
import { registerMember as register } from '../../domain/registration';
import { completeSignIn } from '../../domain/sign-in';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

function registerHandler(mode: 'username' | 'mobile') {
  return ({ db, clock, humanCheck, phoneToken }: HandlerDeps): Handler<'registerMember'> =>
    async (request) => {
      const merchant = requireMerchant(request);
      const now = clock();
      const member = await register({
        db,
        humanCheck,
        phoneToken,
        merchant,
        mode,
        body: request.body,
        captchaId: request.cookies[CAPTCHA_COOKIE],
        now,
      });
      return ok(
        await completeSignIn({
          db,
          merchant,
          member,
          method: 'register',
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          now,
        }),
      );
    };
}

export const registerMember = registerHandler('username');
export const registerMobileMember = registerHandler('mobile') as (
  deps: HandlerDeps,
) => Handler<'registerMobileMember'>;
