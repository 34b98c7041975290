import { ok } from '../../http/envelope';
import { requireModule } from '../../domain/site';
import { emailTemporaryPassword } from '../../domain/passwords';
import { requestLanguage, requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const resetPasswordByEmail =
  ({ db, clock, humanCheck, delivery }: HandlerDeps): Handler<'resetPasswordByEmail'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const now = clock();
    await requireModule(db, merchant.id, 'PASS3');
    const { username, email, altcha } = request.body;
    await humanCheck.verify(altcha, now);
    await emailTemporaryPassword(
      db,
      delivery,
      merchant,
      username,
      email,
      request.ip,
      requestLanguage(request),
      now,
    );
    return ok(null);
  };
