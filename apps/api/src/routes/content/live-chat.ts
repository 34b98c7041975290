import { ok } from '../../http/envelope';
import {
  launchChat,
  chatMessagesOf,
  ticketLanguage,
  writeToSupport,
  LIVE_CHAT_SCRIPT,
  liveChatPage,
  pageLanguage,
} from '../../domain/content';
import { requireMerchant, optionalMember, requestLanguage } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const launchLiveChat =
  (deps: HandlerDeps): Handler<'launchLiveChat'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const member = await optionalMember(request, deps);
    return ok(
      await launchChat(
        deps.db,
        merchant.id,
        member?.id ?? null,
        requestLanguage(request),
        deps.clock(),
      ),
    );
  };

export const getLiveChatPage =
  ({ db }: HandlerDeps): Handler<'getLiveChatPage'> =>
  async (request, reply) => {
    const lang = request.query.lang ?? (await ticketLanguage(db, request.query.ticket));
    await ticketLanguage(db, request.query.ticket);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return liveChatPage(pageLanguage(lang));
  };

export const getLiveChatScript = (): Handler<'getLiveChatScript'> => async (_request, reply) => {
  reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300');
  return LIVE_CHAT_SCRIPT;
};

export const getLiveChatMessages =
  ({ db }: HandlerDeps): Handler<'getLiveChatMessages'> =>
  async (request) =>
    ok(await chatMessagesOf(db, request.query.ticket, request.query.after));

export const postLiveChatMessage =
  ({ db, clock }: HandlerDeps): Handler<'postLiveChatMessage'> =>
  async (request) =>
    ok(await writeToSupport(db, request.body.ticket, request.body.content, clock()));
