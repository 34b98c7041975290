import { CAPTCHA_COOKIE, CAPTCHA_TTL_MS, issueCaptcha } from '../../domain/captcha';
import { ok } from '../../http/envelope';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getCaptcha =
  ({ db, clock, captchaText }: HandlerDeps): Handler<'getCaptcha'> =>
  async (request, reply) => {
    const captcha = await issueCaptcha(db, requireMerchant(request).id, clock(), captchaText());
    reply
      .setCookie(CAPTCHA_COOKIE, captcha.captchaId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: CAPTCHA_TTL_MS / 1000,
      })
      .header('cache-control', 'no-store');
    return ok(captcha.png.toString('base64'));
  };
