// The live chat's staff side: the conversations, one with its messages, take, answer, close.
import {
  answerLiveChat,
  closeLiveChat,
  liveChatConversation,
  liveChatList,
  takeLiveChat,
} from '../../domain/operators';
import { pageInput } from '../../domain/kernel';
import { ok } from '../../http/envelope';
import { requireOperator } from '../../http/operator';
import type { Handler, HandlerDeps } from '../types';

const operatorListLiveChats =
  ({ db }: HandlerDeps): Handler<'operatorListLiveChats'> =>
  async (request) => {
    const operator = requireOperator(request);
    const { status, page, size } = request.query;
    return ok(await liveChatList(db, operator, { status }, pageInput({ page, size })));
  };

const operatorGetLiveChat =
  ({ db }: HandlerDeps): Handler<'operatorGetLiveChat'> =>
  async (request) =>
    ok(await liveChatConversation(db, requireOperator(request), request.params.id));

const operatorTakeLiveChat =
  ({ db, clock }: HandlerDeps): Handler<'operatorTakeLiveChat'> =>
  async (request) =>
    ok(await takeLiveChat(db, requireOperator(request), request.params.id, clock()));

const operatorAnswerLiveChat =
  ({ db, clock }: HandlerDeps): Handler<'operatorAnswerLiveChat'> =>
  async (request) =>
    ok(
      await answerLiveChat(
        db,
        requireOperator(request),
        request.params.id,
        request.body.content,
        clock(),
      ),
    );

const operatorCloseLiveChat =
  ({ db, clock }: HandlerDeps): Handler<'operatorCloseLiveChat'> =>
  async (request) =>
    ok(await closeLiveChat(db, requireOperator(request), request.params.id, clock()));

export const liveChatHandlers = (deps: HandlerDeps) => ({
  operatorListLiveChats: operatorListLiveChats(deps),
  operatorGetLiveChat: operatorGetLiveChat(deps),
  operatorTakeLiveChat: operatorTakeLiveChat(deps),
  operatorAnswerLiveChat: operatorAnswerLiveChat(deps),
  operatorCloseLiveChat: operatorCloseLiveChat(deps),
});
