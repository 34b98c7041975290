import { patchAccountSwitches, patchSwitches } from '../../domain/merchants';
import { ok } from '../../http/envelope';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const patchDevMerchantSettings =
  ({ db }: HandlerDeps): Handler<'patchDevMerchantSettings'> =>
  async (request) => {
    const merchantId = requireMerchant(request).id;
    const { modules, security, firebase, ...switches } = request.body;
    const accounts = await patchAccountSwitches(db, merchantId, { modules, security, firebase });
    return ok({ ...(await patchSwitches(db, merchantId, switches)), ...accounts });
  };
