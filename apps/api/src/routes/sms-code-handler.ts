// The three "send me an SMS code" operations (sign-in, registration, password reset) differ
// only in the code's purpose and the white-label module that must be on.
import { sendSmsCode } from '../domain/verification';
import { requireModule } from '../domain/site';
import { ok } from '../http/envelope';
import { requestLanguage, requireMerchant } from '../http/request';
import type { Handler, HandlerDeps } from './types';

/** Typed as the sign-in operation; the other two have the same body and answer. */
export const smsCodeHandler =
  (purpose: 'login' | 'register' | 'reset', module: string) =>
  ({ db, clock, humanCheck, delivery }: HandlerDeps): Handler<'sendLoginSmsCode'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    await requireModule(db, merchant.id, module);
    const { countryDialingCode, mobileNo, altcha } = request.body;
    return ok(
      await sendSmsCode({
        db,
        humanCheck,
        delivery,
        merchant,
        purpose,
        countryDialingCode,
        mobileNo,
        altcha,
        ip: request.ip,
        language: requestLanguage(request),
        now: clock(),
      }),
    );
  };
