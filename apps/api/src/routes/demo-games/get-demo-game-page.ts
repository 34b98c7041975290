import { localName } from '../../domain/catalogue';
import { AppError } from '../../domain/kernel';
import { resolveGameSession } from '../../domain/games';
import { demoGamePage, sessionEndedPage, vendorDisplayName } from '../../vendors/demo';
import type { Handler, HandlerDeps } from '../types';

/** Scripts and styles from this origin only; framed only by this origin. */
export const DEMO_PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "font-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; object-src 'none'";

export const getDemoGamePage =
  ({ db, clock }: HandlerDeps): Handler<'getDemoGamePage'> =>
  async (request, reply) => {
    const language = request.query.lang ?? 'EN';
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', DEMO_PAGE_CSP)
      .header('cache-control', 'no-store');
    try {
      const session = await resolveGameSession(db, request.query.session, clock());
      if (session.game.engine !== request.params.engine)
        throw new AppError(401, 'user.or.token.invalid', 'wrong engine');
      return demoGamePage({
        engine: session.game.engine,
        session: request.query.session,
        gameName: localName(session.game, session.language),
        vendor: await vendorDisplayName(db, session),
        language: session.language,
        trial: session.mode === 'trial',
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 401) throw error;
      reply.code(401);
      return sessionEndedPage(language);
    }
  };
