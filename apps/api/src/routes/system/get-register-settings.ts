import { ok } from '../../http/envelope';
import { loadRegisterRules } from '../../domain/site';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getRegisterSettings =
  ({ db }: HandlerDeps): Handler<'getRegisterSettings'> =>
  async (request) =>
    ok(await loadRegisterRules(db, requireMerchant(request).id));
