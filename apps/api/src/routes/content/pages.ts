import { refuseTrial } from '../../domain/cashier';
import { contentPage, post, postList } from '../../domain/content';
import { actOnActivity, activities } from '../../domain/rewards';
import { ok } from '../../http/envelope';
import { idempotentIfKeyed } from '../../http/idempotency';
import {
  optionalMember,
  requestLanguage,
  requireMerchant,
  requireSession,
} from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getContentPage =
  ({ reader }: HandlerDeps): Handler<'getContentPage'> =>
  async (request) => {
    const { slug } = request.params as {
      slug: 'aboutus' | 'contactus' | 'security' | 'creditreport';
    };
    const merchantId = requireMerchant(request).id;
    return ok(await reader.shared((db) => contentPage(db, merchantId, slug, request.query.lang)));
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
  (deps: HandlerDeps): Handler<'claimActivity'> =>
  async (request, reply) => {
    const { member } = await requireSession(request, deps);
    const { id } = request.params;
    const run = () =>
      actOnActivity(deps.db, {
        merchant: requireMerchant(request),
        memberId: member.id,
        id,
        action,
        lang: requestLanguage(request),
        now: deps.clock(),
      });
    if (action === 'join') return ok(await run());
    refuseTrial(member);
    return idempotentIfKeyed(request, reply, deps, `m:${member.id}`, 'claimActivity', run);
  };

export const joinActivity = act('join') as (deps: HandlerDeps) => Handler<'joinActivity'>;
export const claimActivity = act('claim');
