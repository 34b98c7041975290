import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useFormat } from '../../components/use-format';
import { consoleError } from '../../lib/errors';
import { operatorQueries } from '../../lib/queries';
import { can, readStaffSession } from '../../lib/staff-session';

type Conversation = components['schemas']['OperatorLiveChatConversation'];

/**
 * One live chat: its messages (read again every few seconds, so the member's new ones appear),
 * taking it, answering it (what was typed stays when the server refuses) and closing it.
 */
export function ConversationDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const answerId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const answerRef = useRef<HTMLTextAreaElement>(null);
  const query = useQuery(operatorQueries(api).liveChat(id));
  const mayAnswer = can(readStaffSession(), 'support.answer');
  const chat = query.data?.chat;
  const messages = query.data?.messages ?? [];
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [lastId]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['operator', 'liveChats'] });
  const onError = (failure: unknown) => {
    setError(consoleError(failure, t));
    void refresh();
  };
  const take = useMutation({
    mutationFn: () =>
      unwrap(api.POST('/operator/liveChats/{id}/take', { params: { path: { id } } })),
    onSuccess: () => {
      setError(null);
      void refresh().then(() => answerRef.current?.focus());
    },
    onError,
  });
  const close = useMutation({
    mutationFn: () =>
      unwrap(api.POST('/operator/liveChats/{id}/close', { params: { path: { id } } })),
    onSuccess: () => {
      setError(null);
      void refresh();
    },
    onError,
  });
  const answer = useMutation({
    mutationFn: (content: string) =>
      unwrap(
        api.POST('/operator/liveChats/{id}/messages', {
          params: { path: { id } },
          body: { content },
        }),
      ),
    onSuccess: (message) => {
      setText('');
      setError(null);
      queryClient.setQueryData<Conversation>(['operator', 'liveChats', 'chat', id], (old) =>
        old ? { ...old, messages: [...old.messages, message] } : old,
      );
    },
    onError,
  });
  const onAnswer = (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (content) answer.mutate(content);
  };

  const name = chat ? (chat.account ?? t('live_chat.visitor', { id: chat.id })) : '';
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={chat ? t('live_chat.title', { name }) : t('live_chat.nav')}
      closeLabel={t('actions.cancel')}
      width={560}
      className="w-[min(560px,calc(100vw-1rem))]"
    >
      <div className="flex flex-col gap-3" data-testid="live-chat-conversation">
        {query.isError && (
          <p role="alert" className="text-sm text-danger">
            {consoleError(query.error, t)}
          </p>
        )}
        {query.isPending && <p className="text-sm text-fg-muted">{t('loading')}</p>}
        {chat && (
          <p className="text-sm text-fg-secondary" data-testid="live-chat-state">
            {t(`live_chat.status.${chat.status}`)}
            {chat.assignedTo && ` · ${t('live_chat.taken_by', { name: chat.assignedTo })}`}
          </p>
        )}
        <ol
          ref={list}
          aria-label={t('live_chat.messages')}
          aria-live="polite"
          className="flex h-[min(45dvh,360px)] flex-col gap-2 overflow-y-auto rounded border border-border bg-bg-elevated p-3"
          data-testid="live-chat-messages"
        >
          {messages.map((m) => (
            <li
              key={m.id}
              data-sender={m.sender}
              className={`max-w-[85%] rounded px-3 py-2 text-sm ${
                m.sender === 'agent' ? 'self-end bg-surface-raised' : 'self-start bg-surface'
              }`}
            >
              <span className="block text-xs text-fg-muted">
                {m.sender === 'agent' ? t('live_chat.from_support') : name}
                {' · '}
                {f.dateTime(new Date(m.createdAt).toISOString())}
              </span>
              {/* Plain text: never parsed as HTML. */}
              <span className="block whitespace-pre-wrap break-words text-fg" dir="auto">
                {m.content}
              </span>
            </li>
          ))}
        </ol>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        {chat && mayAnswer && chat.status !== 'closed' && (
          <div className="flex flex-col gap-3">
            {chat.mine ? (
              <form className="flex flex-col gap-2" onSubmit={onAnswer}>
                <label htmlFor={answerId} className="text-sm text-fg-secondary">
                  {t('live_chat.answer')}
                </label>
                <textarea
                  ref={answerRef}
                  id={answerId}
                  value={text}
                  maxLength={1000}
                  rows={3}
                  dir="auto"
                  onChange={(e) => setText(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && !e.shiftKey) onAnswer(e);
                  }}
                  className="rounded border border-border bg-surface px-2 py-2 text-fg"
                  data-testid="live-chat-answer"
                />
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" loading={answer.isPending} disabled={!text.trim()}>
                    {t('live_chat.send')}
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    loading={close.isPending}
                    onClick={() => close.mutate()}
                  >
                    {t('live_chat.close')}
                  </Button>
                </div>
              </form>
            ) : chat.status === 'waiting' ? (
              <div className="flex flex-wrap gap-2">
                <Button loading={take.isPending} onClick={() => take.mutate()}>
                  {t('live_chat.take')}
                </Button>
                <Button
                  variant="secondary"
                  loading={close.isPending}
                  onClick={() => close.mutate()}
                >
                  {t('live_chat.close')}
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </div>
    </Modal>
  );
}
