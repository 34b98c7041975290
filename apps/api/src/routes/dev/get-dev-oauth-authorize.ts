import type { Handler, HandlerDeps } from '../types';
import { consentPage } from './test-oauth-page';

export const getDevOauthAuthorize =
  (_deps: HandlerDeps): Handler<'getDevOauthAuthorize'> =>
  async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return consentPage(request.query as Record<string, string>);
  };
