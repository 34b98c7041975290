// Loaded after sign-in (live-updates.tsx): follows the member's event stream and refreshes the
// cached queries its topics name; while the stream cannot be opened, polls them instead.
import type { PlatformClient } from '@platform/api-client';
import { followMemberEvents, type MemberEventTopic } from '@platform/api-client/member-events';
import { ALL_TOPICS, TOPIC_KEYS } from '@platform/api-client/queries/live-topics';
import type { QueryClient } from '@tanstack/react-query';

/** How often the live queries are refreshed while the stream is down. */
const POLL_MS = 15_000;
/**
 * Refreshes at most this often: the first change at once, a burst of quick rounds a few times
 * a second rather than once per round, and the last change of a burst at most this much later
 * (or once the refresh in flight has answered).
 */
const GATHER_MS = 300;

export function followLive(api: PlatformClient, queryClient: QueryClient, signal: AbortSignal) {
  const pending = new Set<MemberEventTopic>();
  let flush: ReturnType<typeof setTimeout> | null = null;
  let last = 0;
  // One refresh at a time: changes during a refresh wait for its answers, then go in the next.
  // Cancelling a refresh in flight would not stop the server's work, so on a busy server a
  // burst of rounds queued answer after answer nobody waits for ahead of the last one.
  let inFlight = false;
  const schedule = () => {
    flush ??= setTimeout(run, Math.max(0, last + GATHER_MS - Date.now()));
  };
  function run() {
    flush = null;
    last = Date.now();
    const keys = new Set([...pending].flatMap((t) => TOPIC_KEYS[t]));
    pending.clear();
    inFlight = true;
    void Promise.allSettled(
      [...keys].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ).then(() => {
      inFlight = false;
      if (pending.size > 0 && !signal.aborted) schedule();
    });
  }
  const refresh = (topics: readonly MemberEventTopic[]) => {
    for (const topic of topics) pending.add(topic);
    if (!inFlight) schedule();
  };
  let poll: ReturnType<typeof setInterval> | null = null;
  const stopPolling = () => {
    if (poll) clearInterval(poll);
    poll = null;
  };
  signal.addEventListener('abort', () => {
    stopPolling();
    if (flush) clearTimeout(flush);
  });
  return followMemberEvents(api, {
    signal,
    onChange: refresh,
    onReset: () => refresh(ALL_TOPICS),
    onStatus: (status, fresh) => {
      if (status === 'live') {
        // A first stream does not carry what changed before it opened: refresh once. Later
        // streams resume after the last id.
        if (fresh) refresh(ALL_TOPICS);
        stopPolling();
      } else {
        poll ??= setInterval(() => refresh(ALL_TOPICS), POLL_MS);
      }
    },
  });
}
