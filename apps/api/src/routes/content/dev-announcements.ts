import { addAnnouncements, removeAnnouncements } from '../../domain/content';
import { ok } from '../../http/envelope';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const postDevAnnouncements =
  ({ db, clock }: HandlerDeps): Handler<'postDevAnnouncements'> =>
  async (request) =>
    ok(
      await addAnnouncements(db, requireMerchant(request).id, request.body.announcements, clock()),
    );

export const deleteDevAnnouncements =
  ({ db }: HandlerDeps): Handler<'deleteDevAnnouncements'> =>
  async (request) =>
    ok(await removeAnnouncements(db, requireMerchant(request).id, request.query.keyPrefix));
