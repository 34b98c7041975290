import type { FastifyRequest } from 'fastify';
// The handlers of the inbox operations, keyed by operationId.
import { refuseTrial } from '../../domain/cashier';
import { inboxPage, markRead, openMessage as open, unreadCount } from '../../domain/messages';
import { ok } from '../../http/envelope';
import { requireSession } from '../../http/request';
import { pageInput } from '../../domain/kernel';
import type { AreaHandlers, Handler, HandlerDeps } from '../types';
import { streamMemberEvents } from './events';

async function inboxMember(request: FastifyRequest, deps: HandlerDeps) {
  const { member } = await requireSession(request, deps);
  refuseTrial(member);
  return member;
}

const getInbox =
  (deps: HandlerDeps): Handler<'getInbox'> =>
  async (request) => {
    const member = await inboxMember(request, deps);
    return ok(await inboxPage(deps.db, member.id, pageInput(request.query, 10), deps.clock()));
  };

const getUnreadCount =
  (deps: HandlerDeps): Handler<'getUnreadCount'> =>
  async (request, reply) => {
    const member = await inboxMember(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await unreadCount(deps.db, member.id, deps.clock()));
  };

const openMessage =
  (deps: HandlerDeps): Handler<'openMessage'> =>
  async (request) => {
    const member = await inboxMember(request, deps);
    return ok(await open(deps.db, member.id, request.params.id, deps.clock()));
  };

const markMessagesRead =
  (deps: HandlerDeps): Handler<'markMessagesRead'> =>
  async (request) => {
    const member = await inboxMember(request, deps);
    return ok(await markRead(deps.db, member.id, request.body.ids, deps.clock()));
  };

const markAllMessagesRead =
  (deps: HandlerDeps): Handler<'markAllMessagesRead'> =>
  async (request) => {
    const member = await inboxMember(request, deps);
    return ok(await markRead(deps.db, member.id, null, deps.clock()));
  };

export const messagesHandlers = (deps: HandlerDeps) =>
  ({
    getInbox: getInbox(deps),
    getUnreadCount: getUnreadCount(deps),
    openMessage: openMessage(deps),
    markMessagesRead: markMessagesRead(deps),
    markAllMessagesRead: markAllMessagesRead(deps),
    streamMemberEvents: streamMemberEvents(deps),
  }) satisfies AreaHandlers;
