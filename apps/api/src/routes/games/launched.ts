// A launch, a member's or a trial: the vendor's game URL for this request's language and back
// URL, at the app clock, answered in the envelope.
import type { FastifyRequest } from 'fastify';
import { launch } from '../../domain/games';
import { ok } from '../../http/envelope';
import { catalogueLanguage } from '../../http/request';
import type { HandlerDeps } from '../types';

type Launch = Parameters<typeof launch>[1];

export async function launched(
  request: FastifyRequest,
  deps: HandlerDeps,
  who: Pick<Launch, 'merchant' | 'member' | 'game'>,
  query: { language?: string | undefined; backUrl?: string | undefined },
) {
  const url = await launch(deps.db, {
    ...who,
    language: catalogueLanguage(request, query.language),
    backUrl: query.backUrl ?? null,
    now: deps.clock(),
    vendors: deps.vendors,
  });
  return ok({ content: { game_url: url } });
}
