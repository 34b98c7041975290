import { useTranslation } from '@platform/i18n/react';
import { Modal } from '@platform/ui';
import { useEffect, useRef } from 'react';
import { QueryState } from '@platform/site';
import { ChatComposer } from './chat-composer';
import { useChatRoom } from './use-chat-room';

export interface ChatRoomPopupProps {
  open: boolean;
  onClose: () => void;
}

/** The chat room: live messages for everyone; members write, visitors read. */
export function ChatRoomPopup({ open, onClose }: ChatRoomPopupProps) {
  const { t } = useTranslation('content');
  const { query, live, addOwn, isLoggedIn } = useChatRoom(open);
  const list = useRef<HTMLOListElement>(null);
  const messages = query.data?.messages ?? [];
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [lastId]);

  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('chat.title')}
      closeLabel={t('close')}
      width={480}
      className="w-[min(480px,calc(100vw-1rem))]"
    >
      <div className="flex flex-col gap-3" data-testid="chat-room">
        <p
          className="text-xs text-fg-muted"
          role="status"
          data-testid="chat-live"
          data-state={live}
        >
          {live === 'live' ? t('chat.live') : t('chat.connecting')}
        </p>
        <QueryState
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
        <ol
          ref={list}
          aria-label={t('chat.messages')}
          aria-live="polite"
          className="flex h-[min(50dvh,420px)] flex-col gap-2 overflow-y-auto rounded-lg border border-border bg-bg-elevated p-3"
          data-testid="chat-messages"
        >
          {query.isSuccess && messages.length === 0 && (
            <li className="m-auto text-sm text-fg-muted">{t('chat.empty')}</li>
          )}
          {messages.map((m) => (
            <li key={m.id} className="rounded-md bg-surface px-3 py-2">
              <span className="block text-xs font-semibold text-accent" dir="auto">
                {m.nickname}
              </span>
              {/* Plain text: never parsed as HTML. */}
              <span className="block whitespace-pre-wrap break-words text-sm text-fg" dir="auto">
                {m.content}
              </span>
            </li>
          ))}
        </ol>
        {query.data?.canPost ? (
          <ChatComposer maxLength={query.data.maxLength} onSent={addOwn} />
        ) : (
          query.isSuccess && (
            <p
              className="rounded-md bg-surface px-3 py-2 text-sm text-fg-secondary"
              data-testid="chat-read-only"
            >
              {isLoggedIn ? t('chat.read_only') : t('chat.login_to_chat')}{' '}
              {!isLoggedIn && (
                <a href="/login" className="font-medium text-accent underline">
                  {t('chat.login')}
                </a>
              )}
            </p>
          )
        )}
      </div>
    </Modal>
  );
}
