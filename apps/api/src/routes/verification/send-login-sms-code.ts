import { ok } from '../../domain/envelope';
import { requireModule } from '../../domain/modules';
import { sendSmsCode } from '../../domain/sms-codes';
import { requireMerchant } from '../../plugins/merchant';
import type { Handler, HandlerDeps } from '../types';

export const sendLoginSmsCode =
  ({ db, clock, humanCheck }: HandlerDeps): Handler<'sendLoginSmsCode'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    await requireModule(db, merchant.id, 'VERIFICATION3');
    const { countryDialingCode, mobileNo, altcha } = request.body;
    return ok(
      await sendSmsCode({
        db,
        humanCheck,
        merchant,
        purpose: 'login',
        countryDialingCode,
        mobileNo,
        altcha,
        ip: request.ip,
        now: clock(),
      }),
    );
  };
