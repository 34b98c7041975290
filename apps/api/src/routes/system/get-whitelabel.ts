import { ok } from '../../http/envelope';
import { loadWhitelabelTree } from '../../domain/site';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getWhitelabel =
  ({ db }: HandlerDeps): Handler<'getWhitelabel'> =>
  async (request) =>
    ok(await loadWhitelabelTree(db, requireMerchant(request).id));
