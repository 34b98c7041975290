import { ok } from '../../domain/envelope';
import { loadWhitelabelTree } from '../../domain/whitelabel';
import { requireMerchant } from '../../plugins/merchant';
import type { Handler, HandlerDeps } from '../types';

export const getWhitelabel =
  ({ db }: HandlerDeps): Handler<'getWhitelabel'> =>
  async (request) =>
    ok(await loadWhitelabelTree(db, requireMerchant(request).id));
