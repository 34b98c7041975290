import { winnerBoard } from '../../domain/catalogue';
import { toMinor } from '../../domain/kernel';
import { ok } from '../../http/envelope';
import { requireMerchant, catalogueLanguage } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getWinnerBoard =
  ({ db, clock }: HandlerDeps): Handler<'getWinnerBoard'> =>
  async (request) => {
    const q = request.query;
    const merchant = requireMerchant(request);
    const list = await winnerBoard(
      db,
      {
        merchantId: merchant.id,
        category: q.gameCategory ?? 'ALL',
        view: q.view ?? 'BIGGEST',
        limit: q.limitNum ?? 20,
        language: catalogueLanguage(request, q.language),
        minWin: toMinor(merchant.settings.winnerBoard.minWin),
      },
      clock(),
    );
    return ok({ list });
  };
