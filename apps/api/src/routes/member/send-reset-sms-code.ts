import { ok } from '../../http/envelope';
import { requireModule } from '../../domain/site';
import { sendSmsCode } from '../../domain/verification';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const sendResetSmsCode =
  ({ db, clock, humanCheck }: HandlerDeps): Handler<'sendResetSmsCode'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    await requireModule(db, merchant.id, 'CHNGPASSVERIF3');
    const { countryDialingCode, mobileNo, altcha } = request.body;
    return ok(
      await sendSmsCode({
        db,
        humanCheck,
        merchant,
        purpose: 'reset',
        countryDialingCode,
        mobileNo,
        altcha,
        ip: request.ip,
        now: clock(),
      }),
    );
  };
