import { ok } from '../../http/envelope';
import { sendChallengeCode } from '../../domain/sign-in';
import { requestLanguage, requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const sendLoginIpCode =
  ({ db, clock, delivery }: HandlerDeps): Handler<'sendLoginIpCode'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const { ticket, method } = request.body;
    return ok(
      await sendChallengeCode(
        db,
        delivery,
        merchant,
        ticket,
        method,
        request.ip,
        requestLanguage(request),
        clock(),
      ),
    );
  };
