// Server-sent events over one HTTP answer, as the member's event stream and the chat room send
// them: a comment every KEEP_ALIVE_MS so proxies keep the connection, the answer ended after
// `streamMs` (the client reconnects with Last-Event-ID) or when the client goes, and headers
// that keep nginx and caches from buffering it.
import type { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

const KEEP_ALIVE_MS = 15_000;

/** Sends `stream` as the answer; `onEnd` runs once, whichever way the stream ends. */
export function serveEventStream(
  reply: FastifyReply,
  stream: PassThrough,
  options: { streamMs: number; onEnd: () => void },
): string {
  let ended = false;
  const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const finish = () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    clearInterval(keepAlive);
    options.onEnd();
    stream.end();
  };
  const timer = setTimeout(finish, options.streamMs);
  reply.raw.once('close', finish);
  reply
    .type('text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');
  return stream as unknown as string;
}
