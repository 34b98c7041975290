import { ok } from '../../domain/envelope';
import { patchSwitches } from '../../domain/merchant-switches';
import { requireMerchant } from '../../plugins/merchant';
import type { Handler, HandlerDeps } from '../types';

export const patchDevMerchantSettings =
  ({ db }: HandlerDeps): Handler<'patchDevMerchantSettings'> =>
  async (request) =>
    ok(await patchSwitches(db, requireMerchant(request).id, request.body));
