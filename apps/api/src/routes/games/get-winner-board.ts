import { winnerBoard } from '../../domain/catalogue';
import { ok } from '../../http/envelope';
import { requireMerchant, catalogueLanguage } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getWinnerBoard =
  ({ db, clock }: HandlerDeps): Handler<'getWinnerBoard'> =>
  async (request) => {
    const q = request.query;
    const list = await winnerBoard(
      db,
      requireMerchant(request).id,
      q.gameCategory ?? 'ALL',
      q.limitNum ?? 20,
      catalogueLanguage(request, q.language),
      clock(),
    );
    return ok({ list });
  };
