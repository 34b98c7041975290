import { ok } from '../../http/envelope';
import { findAffiliate } from '../../domain/registration';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const checkAffiliate =
  ({ db, clock }: HandlerDeps): Handler<'checkAffiliate'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const affiliate = await findAffiliate(db, merchant.id, request.query.code, clock());
    return ok({ code: affiliate.code, valid: true as const });
  };
