import { ok } from '../../domain/envelope';
import { checkPassword, signIn } from '../../domain/login';
import { requireMerchant } from '../../plugins/merchant';
import type { Handler, HandlerDeps } from '../types';

export const login =
  ({ db, clock }: HandlerDeps): Handler<'login'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const { username, password } = request.body;
    const member = await checkPassword(db, merchant.id, username, password);
    const session = await signIn(db, member, 'password', clock());
    return ok({
      token: session.token,
      firstTimeLogin: session.firstTimeLogin,
      passwordExpired: false,
      id: member.id,
      userName: member.username,
      customerType: member.type,
    });
  };
