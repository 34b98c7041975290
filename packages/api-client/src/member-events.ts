// Follows the member's event stream (GET /wps/message/events) through the platform client, so
// the session token travels in the Authorization header as on every call (EventSource could
// only put it in the address). The server ends each stream after about 25 s: the reader
// reconnects at once with the highest id it saw (Last-Event-ID) and the server replays what
// came after it. A failed connection is retried with a growing pause (1 s doubling to 30 s);
// while the stream is down the caller polls instead (`onStatus`). A 401 ends the reader: the
// session is over.
import type { PlatformClient } from './client';
import { parseEvents } from './chat-stream';
import type { components } from './generated/schema';

export type MemberEventTopic = components['schemas']['MemberEventTopic'];

export interface MemberEventsOptions {
  signal: AbortSignal;
  /** Topics that changed (one committed change). */
  onChange: (topics: MemberEventTopic[]) => void;
  /** Events were lost (the client was away longer than the replay window): refresh all. */
  onReset: () => void;
  /**
   * `live` once a stream is open (`fresh` on the first one, or after a failure: changes made
   * before it opened were not sent, so refresh what is shown); `down` when one could not be
   * opened.
   */
  onStatus?: (status: 'live' | 'down', fresh: boolean) => void;
  /** First pause before reconnecting after a failure (ms); doubles up to 30 s. */
  retryMs?: number;
}

const MAX_RETRY_MS = 30_000;
/** Ids remembered to skip the repeats of a resumed stream's overlap. */
const REMEMBERED = 500;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** Follows the stream until `signal` aborts or the session ends. */
export async function followMemberEvents(
  api: PlatformClient,
  options: MemberEventsOptions,
): Promise<void> {
  const { signal } = options;
  const first = options.retryMs ?? 1000;
  let pause = first;
  let highest: number | null = null;
  let fresh = true;
  const seen = new Set<number>();
  while (!signal.aborted) {
    let status = 0;
    try {
      const { response, data } = await api.GET('/wps/message/events', {
        params: { header: highest === null ? {} : { 'Last-Event-ID': String(highest) } },
        parseAs: 'stream',
        signal,
      });
      status = response.status;
      if (!response.ok || !data) throw new Error(`stream answered ${response.status}`);
      options.onStatus?.('live', fresh);
      fresh = false;
      pause = first;
      const reader = (data as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = parseEvents(buffer + decoder.decode(value, { stream: true }));
        buffer = parsed.rest;
        for (const e of parsed.events) {
          if (e.event === 'reset') {
            options.onReset();
            continue;
          }
          if (e.event === 'ready' && e.id !== undefined) {
            highest = Math.max(highest ?? 0, Number(e.id));
            continue;
          }
          if (e.event !== 'change' || e.id === undefined) continue;
          const id = Number(e.id);
          if (seen.has(id)) continue;
          seen.add(id);
          if (seen.size > REMEMBERED) seen.delete(seen.values().next().value as number);
          highest = Math.max(highest ?? 0, id);
          options.onChange((JSON.parse(e.data) as { topics: MemberEventTopic[] }).topics);
        }
      }
    } catch {
      if (signal.aborted || status === 401) return;
      options.onStatus?.('down', false);
      // Reconnecting without the last id would miss what changed meanwhile.
      if (highest === null) fresh = true;
      await sleep(pause, signal);
      pause = Math.min(pause * 2, MAX_RETRY_MS);
    }
  }
}
