import { ok } from '../../domain/envelope';
import { sendChallengeCode } from '../../domain/ip-verification';
import { requireMerchant } from '../../plugins/merchant';
import type { Handler, HandlerDeps } from '../types';

export const sendLoginIpCode =
  ({ db, clock }: HandlerDeps): Handler<'sendLoginIpCode'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const { ticket, method } = request.body;
    return ok(await sendChallengeCode(db, merchant, ticket, method, request.ip, clock()));
  };
