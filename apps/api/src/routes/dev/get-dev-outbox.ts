import { ok } from '../../http/envelope';
import { listOutbox } from '../../domain/verification';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getDevOutbox =
  ({ db }: HandlerDeps): Handler<'getDevOutbox'> =>
  async (request) =>
    ok(await listOutbox(db, requireMerchant(request).id, request.query.recipient));
