import { ok } from '../../http/envelope';
import { feedbackConfig, storeFeedback } from '../../domain/content';
import { requireMerchant, optionalMember } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getFeedbackConfig =
  ({ db }: HandlerDeps): Handler<'getFeedbackConfig'> =>
  async (request) =>
    ok(await feedbackConfig(db, requireMerchant(request).id));

export const submitFeedback =
  (deps: HandlerDeps): Handler<'submitFeedback'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const member = await optionalMember(request, deps);
    return ok(
      await storeFeedback(deps.db, merchant.id, member?.id ?? null, request.body, deps.clock()),
    );
  };
