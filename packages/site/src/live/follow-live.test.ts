import type { MemberEventsOptions } from '@platform/api-client/member-events';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followLive } from './follow-live';

// The stream itself is the API client's: here the test plays its part (status and changes).
let stream: MemberEventsOptions | undefined;
vi.mock('@platform/api-client/member-events', () => ({
  followMemberEvents: (_api: unknown, options: MemberEventsOptions) => {
    stream = options;
    return Promise.resolve();
  },
}));

afterEach(() => {
  vi.useRealTimers();
  stream = undefined;
});

describe('followLive', () => {
  it('runs one refresh at a time in a burst and refreshes once more after the last change', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const answers: ((value: number) => void)[] = [];
    let started = 0;
    let aborted = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['rewards', 'missions', 'EN'],
      queryFn: ({ signal }) => {
        started++;
        signal.addEventListener('abort', () => aborted++);
        return new Promise<number>((resolve) => answers.push(resolve));
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    answers.shift()?.(0);
    await vi.advanceTimersByTimeAsync(0);
    const controller = new AbortController();
    void followLive({} as never, queryClient, controller.signal);
    started = 0;

    // A burst of changes while the server answers slowly.
    stream?.onChange?.(['missions']);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toBe(1);
    for (let i = 0; i < 5; i++) {
      stream?.onChange?.(['missions']);
      await vi.advanceTimersByTimeAsync(400);
    }
    // Still the first refresh: nothing cancelled, nothing queued on the server.
    expect(started).toBe(1);
    expect(aborted).toBe(0);
    answers.shift()?.(1);
    await vi.advanceTimersByTimeAsync(400);
    // The changes during it: one more refresh, which reads what the last change left.
    expect(started).toBe(2);
    answers.shift()?.(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(2);
    expect(observer.getCurrentResult().data).toBe(2);
    controller.abort();
    unsubscribe();
  });
});
