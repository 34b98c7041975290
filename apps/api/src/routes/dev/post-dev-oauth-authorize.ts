import { badRequest } from '../../domain/kernel';
import { issueTestCode } from '../../domain/sign-in';
import type { Handler, HandlerDeps } from '../types';
import { redirectPage } from './test-oauth-page';

export const postDevOauthAuthorize =
  ({ db, clock }: HandlerDeps): Handler<'postDevOauthAuthorize'> =>
  async (request, reply) => {
    const body = request.body;
    let target: URL;
    try {
      target = new URL(body.redirect_uri);
    } catch {
      throw badRequest('redirect_uri is not a URL');
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      throw badRequest('redirect_uri must be http(s)');
    const code = await issueTestCode(
      db,
      {
        clientId: body.client_id,
        redirectUri: body.redirect_uri,
        codeChallenge: body.code_challenge,
        email: body.email,
        name: body.name,
      },
      clock(),
    );
    target.searchParams.set('code', code);
    target.searchParams.set('state', body.state);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return redirectPage(target.toString());
  };
