import { ok } from '../../domain/envelope';
import { loadHelpCenter } from '../../domain/help-center';
import { requireMerchant } from '../../plugins/merchant';
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
