import { ok } from '../../http/envelope';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getAltchaChallenge =
  ({ clock, humanCheck }: HandlerDeps): Handler<'getAltchaChallenge'> =>
  async (request, reply) => {
    const { security } = requireMerchant(request).settings.account;
    reply.header('cache-control', 'no-store');
    return ok(await humanCheck.challenge(security.humanCheckMaxNumber, clock()));
  };
