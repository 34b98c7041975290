import { signedIn } from '../signed-in';
import { findMemberByPhone } from '../../domain/accounts';
import { CAPTCHA_COOKIE } from '../../domain/captcha';
import { consumeCode, parsePhone } from '../../domain/verification';
import { AppError } from '../../domain/kernel';
import { checkPassword, credentialsError, isPasswordExpired } from '../../domain/sign-in';
import {
  clearLoginFailures,
  guardLogin,
  type LoginGuardInput,
  recordLoginFailure,
} from '../../domain/sign-in';
import { requireModule } from '../../domain/site';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

/** A failed attempt: counted, and answered with what the next attempt needs. */
async function failed(guard: LoginGuardInput, error: unknown): Promise<never> {
  if (!(error instanceof AppError)) throw error;
  const next = await recordLoginFailure(guard);
  throw new AppError(error.statusCode, error.errorCode, error.message, next);
}

export const login =
  ({ db, clock, humanCheck }: HandlerDeps): Handler<'login'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const now = clock();
    const body = request.body;
    const { security, weakPassword } = merchant.settings.account;
    const captcha = { id: request.cookies[CAPTCHA_COOKIE], answer: body.captcha };

    if (body.type === 'sms') {
      await requireModule(db, merchant.id, 'MOBILEVERCODELOGIN3');
      const phone = parsePhone(body.countryDialingCode, body.mobileNum);
      const guard = {
        db,
        merchantId: merchant.id,
        account: `sms:${phone.key}`,
        ip: request.ip,
        security,
        now,
      };
      await guardLogin(guard, captcha);
      const member = await findMemberByPhone(db, merchant.id, phone.dialingCode, phone.number);
      try {
        await consumeCode(db, merchant.id, 'login', phone.key, body.verificationCode, now);
        if (!member) throw credentialsError();
      } catch (error) {
        return failed(guard, error);
      }
      await clearLoginFailures(guard);
      return signedIn(request, {
        db,
        merchant,
        member,
        method: 'sms',
        now,
        entry: body.entry,
        rememberMe: body.rememberMe,
      });
    }

    const guard = {
      db,
      merchantId: merchant.id,
      account: body.username.trim(),
      ip: request.ip,
      security,
      now,
    };
    await guardLogin(guard, captcha);
    // The bot check of the username path comes before the password is looked at, so a
    // script without it learns nothing and costs no scrypt.
    if (security.loginHumanCheck) await humanCheck.verify(body.altcha, now);
    let checked;
    try {
      checked = await checkPassword(db, merchant.id, body.username, body.password, now);
    } catch (error) {
      return failed(guard, error);
    }
    await clearLoginFailures(guard);
    const { member, temporary } = checked;
    return signedIn(request, {
      db,
      merchant,
      member,
      method: 'password',
      now,
      entry: body.entry,
      rememberMe: body.rememberMe,
      passwordExpired: temporary || (await isPasswordExpired(db, merchant, member, now)),
      defaultPassword: weakPassword !== null && body.password === weakPassword,
    });
  };
