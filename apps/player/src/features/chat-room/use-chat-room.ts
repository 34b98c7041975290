import {
  type ChatMessage,
  type ChatRoomState,
  followChatStream,
  unwrap,
} from '@platform/api-client';
import { contentKeys } from '@platform/api-client/queries/content';
import { useApi } from '@platform/api-client/react';
import { useSession } from '@platform/auth';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** Messages kept on screen. */
const KEEP = 200;

export function appendMessages(
  state: ChatRoomState,
  incoming: readonly ChatMessage[],
): ChatRoomState {
  const seen = new Set(state.messages.map((m) => m.id));
  const fresh = incoming.filter((m) => !seen.has(m.id));
  if (fresh.length === 0) return state;
  const messages = [...state.messages, ...fresh]
    .sort((a, b) => Number(a.id) - Number(b.id))
    .slice(-KEEP);
  return { ...state, messages };
}

/** The chat room while it is open: the latest messages, then every new one as it is posted anywhere. */
export function useChatRoom(open: boolean) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { isLoggedIn } = useSession();
  const options = queryOptions({
    queryKey: [...contentKeys.chat(), isLoggedIn],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/wps/chat/messages', { params: { query: { limit: 50 } }, signal })),
    staleTime: 0,
  });
  const query = useQuery({ ...options, enabled: open });
  const [live, setLive] = useState<'live' | 'reconnecting'>('reconnecting');
  const ready = query.isSuccess;

  useEffect(() => {
    if (!open || !ready) return;
    const controller = new AbortController();
    const state = queryClient.getQueryData(options.queryKey);
    void followChatStream(api, {
      after: state?.messages.at(-1)?.id ?? '0',
      signal: controller.signal,
      onStatus: setLive,
      onMessage: (message) =>
        queryClient.setQueryData(options.queryKey, (old) =>
          old ? appendMessages(old, [message]) : old,
        ),
    });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one stream per open room and session
  }, [open, ready, isLoggedIn, api, queryClient]);

  const addOwn = (message: ChatMessage) =>
    queryClient.setQueryData(options.queryKey, (old) =>
      old ? appendMessages(old, [message]) : old,
    );

  return { query, live, addOwn, isLoggedIn };
}
