import { ok } from '../../http/envelope';
import { providerAuthorizeUrl } from '../../domain/sign-in';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getAccountSettings =
  (_deps: HandlerDeps): Handler<'getAccountSettings'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const { minAge, socialProviders, security, firebase } = merchant.settings.account;
    return ok({
      minAge,
      loginHumanCheck: security.loginHumanCheck,
      socialProviders: socialProviders.map((p) => ({
        provider: p.provider,
        name: p.name,
        authorizeUrl: providerAuthorizeUrl(merchant.code, p),
      })),
      // Only the public web config: the browser needs it to start the Firebase SDK.
      ...(firebase
        ? {
            firebase: {
              projectId: firebase.projectId,
              apiKey: firebase.apiKey,
              authDomain: firebase.authDomain,
              appId: firebase.appId,
            },
          }
        : {}),
    });
  };
