import { ok } from '../../domain/envelope';
import { loadRegisterRules } from '../../domain/register-rules';
import { requireMerchant } from '../../plugins/merchant';
import type { Handler, HandlerDeps } from '../types';

export const getRegisterSettings =
  ({ db }: HandlerDeps): Handler<'getRegisterSettings'> =>
  async (request) =>
    ok(await loadRegisterRules(db, requireMerchant(request).id));
