// One page of the signed-in member's favourites or recent games; the two operations differ
// only in their parameter names and answer shape, which their handlers keep.
import type { FastifyRequest } from 'fastify';
import { memberGames, type MemberList } from '../../domain/catalogue';
import { catalogueLanguage, requireSession } from '../../http/request';
import type { HandlerDeps, QueryOf } from '../types';

type ListQuery = QueryOf<'getFavoriteGames'> | QueryOf<'getRecentGames'>;

export async function memberGamePage(
  request: FastifyRequest,
  deps: HandlerDeps,
  list: MemberList,
  query: ListQuery,
  page: { pageNo: number; pageSize: number },
) {
  const { member } = await requireSession(request, deps);
  const filter = { gameType: query.gameType, vassalage: query.vassalage };
  const language = catalogueLanguage(request, query.language);
  return memberGames(deps.db, list, member, filter, page, language, deps.clock());
}
