import { ok } from '../../http/envelope';
import { requireModule } from '../../domain/site';
import { sendSmsCode } from '../../domain/verification';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const sendRegisterSmsCode =
  ({ db, clock, humanCheck }: HandlerDeps): Handler<'sendRegisterSmsCode'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    await requireModule(db, merchant.id, 'MOBILENUMREG3');
    const { countryDialingCode, mobileNo, altcha } = request.body;
    return ok(
      await sendSmsCode({
        db,
        humanCheck,
        merchant,
        purpose: 'register',
        countryDialingCode,
        mobileNo,
        altcha,
        ip: request.ip,
        now: clock(),
      }),
    );
  };
