import { signedInAnew } from '../signed-in';
import { consumeCode, parsePhone } from '../../domain/verification';
import { AppError } from '../../domain/kernel';
import { findMemberByPhone } from '../../domain/accounts';
import { requireModule } from '../../domain/site';
import { checkNewPassword, setPassword } from '../../domain/passwords';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const resetPasswordByPhone =
  ({ db, clock }: HandlerDeps): Handler<'resetPasswordByPhone'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const now = clock();
    await requireModule(db, merchant.id, 'CHNGPASSVERIF3');
    const { countryDialingCode, mobileNum, verificationCode, newPassword } = request.body;
    const phone = parsePhone(countryDialingCode, mobileNum);
    const member = await findMemberByPhone(db, merchant.id, phone.dialingCode, phone.number);
    await checkNewPassword(db, merchant, null, newPassword, undefined);
    await consumeCode(db, merchant.id, 'reset', phone.key, verificationCode, now);
    if (!member) throw new AppError(400, 'sms.code.invalid', 'The verification code is incorrect');
    await setPassword(db, member, newPassword, now);
    return signedInAnew(request, { db, merchant, member, now });
  };
