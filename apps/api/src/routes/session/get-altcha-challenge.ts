import { ok } from '../../domain/envelope';
import { requireMerchant } from '../../plugins/merchant';
import type { Handler, HandlerDeps } from '../types';

export const getAltchaChallenge =
  ({ clock, humanCheck }: HandlerDeps): Handler<'getAltchaChallenge'> =>
  async (request, reply) => {
    const { security } = requireMerchant(request).settings.account;
    reply.header('cache-control', 'no-store');
    return ok(await humanCheck.challenge(security.humanCheckMaxNumber, clock()));
  };
