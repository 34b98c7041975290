import {
  actOnActivity,
  activities,
  contentPage,
  post,
  postList,
  winners,
} from '../../domain/content';
import { ok } from '../../http/envelope';
import { requireMerchant, requireSession, optionalMember } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getContentPage =
  ({ db }: HandlerDeps): Handler<'getContentPage'> =>
  async (request) => {
    const { slug } = request.params as {
      slug: 'aboutus' | 'contactus' | 'security' | 'creditreport';
    };
    return ok(await contentPage(db, requireMerchant(request).id, slug, request.query.lang));
  };

export const getPosts =
  ({ db }: HandlerDeps): Handler<'getPosts'> =>
  async (request) =>
    ok(
      await postList(db, requireMerchant(request).id, {
        kind: request.query.kind,
        lang: request.query.lang,
        pageNo: request.query.pageNo ?? 1,
        pageSize: request.query.pageSize ?? 10,
      }),
    );

export const getPost =
  ({ db }: HandlerDeps): Handler<'getPost'> =>
  async (request) => {
    const { id } = request.params as { id: string };
    return ok(await post(db, requireMerchant(request).id, id, request.query.lang));
  };

export const getContentWinners =
  ({ db }: HandlerDeps): Handler<'getContentWinners'> =>
  async (request) =>
    ok({ list: await winners(db, requireMerchant(request).id, request.query.limitNum ?? 20) });

export const getActivities =
  (deps: HandlerDeps): Handler<'getActivities'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const member = await optionalMember(request, deps);
    return ok(
      await activities(deps.db, merchant.id, member?.id ?? null, request.query.lang, deps.clock()),
    );
  };

const act =
  (action: 'join' | 'claim') =>
  (deps: HandlerDeps): Handler<'joinActivity'> =>
  async (request) => {
    const { member } = await requireSession(request, deps);
    const { id } = request.params as { id: string };
    return ok(await actOnActivity(deps.db, member.merchantId, member.id, id, action, deps.clock()));
  };

export const joinActivity = act('join');
export const claimActivity = act('claim') as (deps: HandlerDeps) => Handler<'claimActivity'>;
