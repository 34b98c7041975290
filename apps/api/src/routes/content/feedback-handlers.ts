import { ok } from '../../domain/envelope';
import { feedbackConfig, storeFeedback } from '../../domain/content/feedback';
import { requireMerchant } from '../../plugins/merchant';
import type { Handler, HandlerDeps } from '../types';
import { optionalMember } from './request-context';

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
