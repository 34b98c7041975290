import { signedIn } from '../signed-in';
import { CAPTCHA_COOKIE } from '../../domain/captcha';
import { registerMember as register } from '../../domain/registration';
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
      return signedIn(request, {
        db,
        merchant,
        member,
        method: 'register',
        now,
      });
    };
}

export const registerMember = registerHandler('username');
export const registerMobileMember = registerHandler('mobile') as (
  deps: HandlerDeps,
) => Handler<'registerMobileMember'>;
