import { patchSwitches } from '../../domain/merchants';
import { ok } from '../../http/envelope';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const patchDevMerchantSettings =
  ({ db }: HandlerDeps): Handler<'patchDevMerchantSettings'> =>
  async (request) =>
    ok(await patchSwitches(db, requireMerchant(request).id, request.body));
