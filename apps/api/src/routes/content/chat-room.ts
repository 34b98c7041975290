import { PassThrough } from 'node:stream';
import {
  CHAT_MAX_LENGTH,
  type ChatMessage,
  chatHub,
  latestMessages,
  postMessage,
} from '../../domain/content';
import { ok } from '../../http/envelope';
import { serveEventStream } from '../../http/event-stream';
import { AppError } from '../../domain/kernel';
import { requireMerchant, requireSession, optionalMember } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

/** Member type of trial (free play) accounts: they read the chat room only. */
const TRIAL_TYPE = 4;
const isTrialType = (type: number) => type === TRIAL_TYPE;

export const getChatMessages =
  (deps: HandlerDeps): Handler<'getChatMessages'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const member = await optionalMember(request, deps);
    const messages = await latestMessages(
      deps.db,
      merchant.id,
      request.query.after,
      request.query.limit ?? 50,
    );
    return ok({
      messages,
      maxLength: CHAT_MAX_LENGTH,
      canPost: member !== null && !isTrialType(member.type),
    });
  };

export const postChatMessage =
  (deps: HandlerDeps): Handler<'postChatMessage'> =>
  async (request) => {
    const { member } = await requireSession(request, deps);
    if (isTrialType(member.type)) {
      throw new AppError(
        400,
        'function.not.available',
        'Trial accounts can read the chat room but not write',
      );
    }
    return ok(await postMessage(deps.db, member, request.body.content, deps.clock()));
  };

const event = (message: ChatMessage) =>
  `id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`;

export const streamChatMessages =
  ({ db, streamMs }: HandlerDeps): Handler<'streamChatMessages'> =>
  async (request, reply) => {
    const merchant = requireMerchant(request);
    const backlog = request.query.after
      ? await latestMessages(db, merchant.id, request.query.after, 100)
      : [];
    const stream = new PassThrough();
    let lastSent = Number(request.query.after ?? 0);
    const send = (message: ChatMessage) => {
      if (Number(message.id) <= lastSent) return;
      lastSent = Number(message.id);
      stream.write(event(message));
    };
    stream.write(': connected\nretry: 1000\n\n');
    backlog.forEach(send);
    const unsubscribe = chatHub(db).subscribe(merchant.id, send, lastSent);
    return serveEventStream(reply, stream, { streamMs, onEnd: unsubscribe });
  };
