import { patchAccountSwitches } from '../../domain/account-switches';
import { ok } from '../../domain/envelope';
import { patchSwitches } from '../../domain/merchant-switches';
import { requireMerchant } from '../../plugins/merchant';
import type { Handler, HandlerDeps } from '../types';

export const patchDevMerchantSettings =
  ({ db }: HandlerDeps): Handler<'patchDevMerchantSettings'> =>
  async (request) => {
    const merchantId = requireMerchant(request).id;
    const { modules, security, firebase, ...switches } = request.body;
    const accounts = await patchAccountSwitches(db, merchantId, { modules, security, firebase });
    return ok({ ...(await patchSwitches(db, merchantId, switches)), ...accounts });
  };
