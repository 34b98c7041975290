import { type ChatMessage, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { useMutation } from '@tanstack/react-query';

/** Posts a message to the chat room; the stream brings it to everyone else. */
export function useSendChatMessageMutation({
  onSuccess,
}: {
  onSuccess: (message: ChatMessage) => void;
}) {
  const api = useApi();
  return useMutation({
    mutationFn: (content: string) => unwrap(api.POST('/wps/chat/messages', { body: { content } })),
    onSuccess,
  });
}
