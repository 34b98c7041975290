import { type components, isApiError, unwrap } from '@platform/api-client';
import { liveChatKeys, liveChatQueries } from '@platform/api-client/queries/live-chat';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { errorMessage, QueryState } from '@platform/site';
import { Button, Modal } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';

type LiveChatMessage = components['schemas']['LiveChatMessage'];

export interface LiveChatDialogProps {
  onClose: () => void;
}

const ticketOf = (chatUrl: string) => new URL(chatUrl, 'http://site').searchParams.get('ticket');

/**
 * A signed-in member's live chat with customer service, inside the site: the conversation
 * stays current through the member's event stream (customer service's answers and the end of
 * the chat arrive as `livechat` events, which refresh this query), and what was typed stays
 * when sending fails.
 */
export default function LiveChatDialog({ onClose }: LiveChatDialogProps) {
  const { t } = useTranslation('content');
  const api = useApi();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);

  const launch = useQuery({
    // Outside liveChatKeys.all: a `livechat` event refreshes the conversation, never the ticket.
    queryKey: ['livechat-launch'],
    queryFn: async () => ticketOf((await unwrap(api.GET('/wps/relay/CBS_launchChat'))).chatUrl),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const ticket = launch.data ?? null;
  const messages = useQuery({
    ...liveChatQueries(api).messages(ticket ?? ''),
    enabled: ticket !== null,
  });
  const ended =
    isApiError(messages.error) && messages.error.status === 404 ? t('service.chat.ended') : null;

  const send = useMutation({
    mutationFn: (content: string) =>
      unwrap(api.POST('/livechat/messages', { body: { ticket: ticket ?? '', content } })),
    onSuccess: (added) => {
      setText('');
      queryClient.setQueryData<LiveChatMessage[]>(liveChatKeys.messages(ticket ?? ''), (old) => [
        ...(old ?? []).filter((m) => !added.some((a) => a.id === m.id)),
        ...added,
      ]);
    },
  });

  const shown = messages.data ?? [];
  const lastId = shown.at(-1)?.id;
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [lastId]);

  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('service.chat.title')}
      closeLabel={t('close')}
      width={440}
      className="w-[min(440px,calc(100vw-1rem))]"
    >
      <div className="flex flex-col gap-3" data-testid="live-chat">
        <p className="text-sm text-fg-secondary">{t('service.chat.intro')}</p>
        {!ended && (
          <QueryState
            isPending={launch.isPending || (ticket !== null && messages.isPending)}
            error={launch.error ?? messages.error}
            onRetry={() => void (launch.isError ? launch.refetch() : messages.refetch())}
          />
        )}
        <ol
          ref={list}
          aria-label={t('chat.messages')}
          aria-live="polite"
          className="flex h-[min(50dvh,420px)] flex-col gap-2 overflow-y-auto rounded-lg border border-border bg-bg-elevated p-3"
          data-testid="live-chat-messages"
        >
          {shown.map((m) => (
            <li
              key={m.id}
              data-sender={m.sender}
              className={`max-w-[80%] whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm ${
                m.sender === 'visitor'
                  ? 'self-end bg-accent text-accent-contrast'
                  : 'self-start bg-surface text-fg'
              }`}
              dir="auto"
            >
              {m.content}
            </li>
          ))}
        </ol>
        {ended ? (
          <p role="status" className="text-sm text-fg-secondary" data-testid="live-chat-ended">
            {ended}
          </p>
        ) : (
          <form
            className="flex flex-col gap-1"
            onSubmit={(e) => {
              e.preventDefault();
              const content = text.trim();
              if (content && ticket) send.mutate(content);
            }}
          >
            <label htmlFor={inputId} className="sr-only">
              {t('service.chat.placeholder')}
            </label>
            <div className="flex gap-2">
              <input
                id={inputId}
                value={text}
                onChange={(e) => setText(e.target.value)}
                maxLength={1000}
                dir="auto"
                autoComplete="off"
                placeholder={t('service.chat.placeholder')}
                className="min-w-0 flex-1 rounded-md border border-border bg-bg-elevated px-3 py-2 text-fg focus:border-accent focus:outline-2 focus:outline-accent"
                data-testid="live-chat-input"
              />
              <Button
                type="submit"
                disabled={!ticket || text.trim().length === 0}
                loading={send.isPending}
                loadingLabel={t('loading')}
              >
                {t('service.chat.send')}
              </Button>
            </div>
            <span role="alert" className="text-xs text-danger">
              {send.error
                ? isApiError(send.error) && send.error.status === 404
                  ? t('service.chat.ended')
                  : errorMessage(send.error, t)
                : ''}
            </span>
          </form>
        )}
      </div>
    </Modal>
  );
}
