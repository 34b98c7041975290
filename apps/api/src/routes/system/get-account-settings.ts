import { ok } from '../../domain/envelope';
import { providerAuthorizeUrl } from '../../domain/social';
import { requireMerchant } from '../../plugins/merchant';
import type { Handler, HandlerDeps } from '../types';

export const getAccountSettings =
  (_deps: HandlerDeps): Handler<'getAccountSettings'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const { minAge, socialProviders, security } = merchant.settings.account;
    return ok({
      minAge,
      loginHumanCheck: security.loginHumanCheck,
      socialProviders: socialProviders.map((p) => ({
        provider: p.provider,
        name: p.name,
        authorizeUrl: providerAuthorizeUrl(merchant.code, p),
      })),
    });
  };
