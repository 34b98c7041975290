// Feedback on the staff side: the list, one with its images, and the answer.
import { answerFeedback, feedbackDetail, feedbackList } from '../../domain/operators';
import { pageInput } from '../../domain/kernel';
import { ok } from '../../http/envelope';
import { requireOperator } from '../../http/operator';
import type { Handler, HandlerDeps } from '../types';

const operatorListFeedback =
  ({ db }: HandlerDeps): Handler<'operatorListFeedback'> =>
  async (request) => {
    const operator = requireOperator(request);
    const { status, page, size } = request.query;
    return ok(await feedbackList(db, operator.merchantId, { status }, pageInput({ page, size })));
  };

const operatorGetFeedback =
  ({ db }: HandlerDeps): Handler<'operatorGetFeedback'> =>
  async (request) =>
    ok(await feedbackDetail(db, requireOperator(request).merchantId, request.params.id));

const operatorAnswerFeedback =
  ({ db, clock }: HandlerDeps): Handler<'operatorAnswerFeedback'> =>
  async (request) =>
    ok(
      await answerFeedback(
        db,
        requireOperator(request),
        request.params.id,
        request.body.answer,
        clock(),
      ),
    );

export const feedbackHandlers = (deps: HandlerDeps) => ({
  operatorListFeedback: operatorListFeedback(deps),
  operatorGetFeedback: operatorGetFeedback(deps),
  operatorAnswerFeedback: operatorAnswerFeedback(deps),
});
