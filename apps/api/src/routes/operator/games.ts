// The console's games screen: games and vendors with their switches. Access is checked before
// these run (plugins/operator-access.ts); every change is audited in its own transaction.
import { pageInput } from '../../domain/kernel';
import {
  operatorGames,
  operatorGameVendors,
  updateGame,
  updateGameVendor,
} from '../../domain/operators';
import { ok } from '../../http/envelope';
import { requireOperator } from '../../http/operator';
import type { Handler, HandlerDeps } from '../types';

const operatorListGames =
  ({ db, clock }: HandlerDeps): Handler<'operatorListGames'> =>
  async (request) => {
    const { merchantId } = requireOperator(request);
    const { page, size, q, vendor, category, status } = request.query;
    return ok(
      await operatorGames(
        db,
        { merchantId, filter: { q, vendor, category, status }, now: clock() },
        pageInput({ page, size }),
      ),
    );
  };

const operatorUpdateGame =
  ({ db, clock }: HandlerDeps): Handler<'operatorUpdateGame'> =>
  async (request) => {
    const by = requireOperator(request);
    return ok(
      await updateGame(db, {
        merchantId: by.merchantId,
        id: request.params.id,
        patch: request.body,
        by,
        now: clock(),
      }),
    );
  };

const operatorListGameVendors =
  ({ db }: HandlerDeps): Handler<'operatorListGameVendors'> =>
  async (request) =>
    ok(await operatorGameVendors(db, requireOperator(request).merchantId));

const operatorUpdateGameVendor =
  ({ db, clock }: HandlerDeps): Handler<'operatorUpdateGameVendor'> =>
  async (request) => {
    const by = requireOperator(request);
    return ok(
      await updateGameVendor(db, {
        merchantId: by.merchantId,
        id: request.params.id,
        patch: request.body,
        by,
        now: clock(),
      }),
    );
  };

export const gameHandlers = (deps: HandlerDeps) => ({
  operatorListGames: operatorListGames(deps),
  operatorUpdateGame: operatorUpdateGame(deps),
  operatorListGameVendors: operatorListGameVendors(deps),
  operatorUpdateGameVendor: operatorUpdateGameVendor(deps),
});
