import { ok } from '../../domain/envelope';
import { listOutbox } from '../../domain/outbox';
import { requireMerchant } from '../../plugins/merchant';
import type { Handler, HandlerDeps } from '../types';

export const getDevOutbox =
  ({ db }: HandlerDeps): Handler<'getDevOutbox'> =>
  async (request) =>
    ok(await listOutbox(db, requireMerchant(request).id, request.query.recipient));
