import { resolveGameSession } from '../../domain/games';
import { cryptoRng, gameState } from '../../vendors/demo';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';

export const getDemoGameState =
  ({ db, clock }: HandlerDeps): Handler<'getDemoGameState'> =>
  async (request, reply) => {
    const now = clock();
    const session = await resolveGameSession(db, request.query.session, now);
    reply.header('cache-control', 'no-store');
    return ok(await gameState(db, session, now, cryptoRng));
  };
