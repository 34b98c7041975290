// The member's event stream (server-sent events): what changed for the signed-in member or
// agent, as the hub of this process hears it committed on any replica. Subscribed before the
// replay is read, so nothing committed in between is lost; ids already sent are skipped.
import { PassThrough } from 'node:stream';
import { type EventNotice, eventHub, latestEventId, replayEvents } from '../../domain/events';
import { serveEventStream } from '../../http/event-stream';
import { requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

/** Ids remembered per stream to skip repeats of the replay overlap. */
const REMEMBERED = 1000;

const lastEventId = (value: string | string[] | undefined): number | null => {
  const text = Array.isArray(value) ? value[0] : value;
  return text !== undefined && /^[0-9]{1,15}$/.test(text) ? Number(text) : null;
};

export const streamMemberEvents =
  ({ database, db, clock, streamMs }: HandlerDeps): Handler<'streamMemberEvents'> =>
  async (request, reply) => {
    const { member } = await requireSession(request, { db, clock });
    const after = lastEventId(request.headers['last-event-id']);
    const stream = new PassThrough();
    const sent = new Set<number>();
    let highest = after ?? 0;
    let live = false;
    let ended = false;
    const held: EventNotice[] = [];
    const send = (event: EventNotice) => {
      if (ended || sent.has(event.id)) return;
      sent.add(event.id);
      if (sent.size > REMEMBERED) sent.delete(sent.values().next().value as number);
      highest = Math.max(highest, event.id);
      stream.write(
        `id: ${event.id}\nevent: change\ndata: ${JSON.stringify({ topics: event.topics })}\n\n`,
      );
    };
    const replay = async (from: number) => {
      const { reset, events } = await replayEvents(db, member.id, from);
      if (reset && !ended) stream.write('event: reset\ndata: {}\n\n');
      events.forEach(send);
    };
    const unsubscribe = await eventHub(database).subscribe(member.id, {
      onEvent: (event) => (live ? send(event) : held.push(event)),
      // The hub lost its connection: read back from the highest id sent (or the last seconds).
      onResync: () => void replay(highest || Number.MAX_SAFE_INTEGER).catch(() => undefined),
    });
    stream.write(': connected\nretry: 1000\n\n');
    try {
      if (after !== null) await replay(after);
      else {
        // Where this client starts: it resumes from here if it reconnects before an event.
        const start = await latestEventId(db);
        highest = Math.max(highest, start);
        stream.write(`id: ${start}\nevent: ready\ndata: {}\n\n`);
      }
    } catch (error) {
      unsubscribe();
      throw error;
    }
    live = true;
    held.splice(0).forEach(send);
    return serveEventStream(reply, stream, {
      streamMs,
      onEnd: () => {
        ended = true;
        unsubscribe();
      },
    });
  };
