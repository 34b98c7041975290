import { ok } from '../../http/envelope';
import { loadHelpCenter } from '../../domain/content';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getHelpCenter =
  ({ db }: HandlerDeps): Handler<'getHelpCenter'> =>
  async (request) =>
    ok(
      await loadHelpCenter(
        db,
        requireMerchant(request).id,
        request.query.lang,
        request.query.device,
      ),
    );
