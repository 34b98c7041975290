// Reads the chat room's server-sent events through the platform client (so the Merchant,
// Language and Authorization headers travel as on every call; EventSource cannot send
// headers). The server closes each stream after about 25 s and the reader reconnects with
// the last id it saw, so no message is lost between connections.
import type { PlatformClient } from './client';
import type { components } from './generated/schema';

export type ChatMessage = components['schemas']['ChatMessage'];

export interface ChatStreamOptions {
  /** Id of the last message already shown. */
  after?: string;
  signal: AbortSignal;
  onMessage: (message: ChatMessage) => void;
  /** Connection state, for an indicator. */
  onStatus?: (status: 'live' | 'reconnecting') => void;
  /** Wait before reconnecting after a failure (ms). */
  retryMs?: number;
}

/** Parses complete SSE events out of `buffer`; returns the events and the unparsed rest. */
export function parseEvents(buffer: string): {
  events: { event: string; data: string; id?: string }[];
  rest: string;
} {
  const events: { event: string; data: string; id?: string }[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n'), ...(id ? { id } : {}) });
  }
  return { events, rest };
}

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

/** Follows the stream until `signal` aborts. */
export async function followChatStream(
  api: PlatformClient,
  options: ChatStreamOptions,
): Promise<void> {
  let after = options.after;
  const { signal } = options;
  while (!signal.aborted) {
    try {
      const { response, data } = await api.GET('/wps/chat/stream', {
        params: { query: after ? { after } : {} },
        parseAs: 'stream',
        signal,
      });
      if (!response.ok || !data) throw new Error(`stream answered ${response.status}`);
      options.onStatus?.('live');
      const reader = (data as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = parseEvents(buffer + decoder.decode(value, { stream: true }));
        buffer = parsed.rest;
        for (const e of parsed.events) {
          if (e.event !== 'message') continue;
          const message = JSON.parse(e.data) as ChatMessage;
          after = message.id;
          options.onMessage(message);
        }
      }
    } catch {
      if (signal.aborted) return;
      options.onStatus?.('reconnecting');
      await sleep(options.retryMs ?? 2000, signal);
    }
  }
}
