import type { ChatMessage } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { errorMessage } from '@platform/site';
import { Button } from '@platform/ui';
import { useId, useState } from 'react';
import { useSendChatMessageMutation } from './chat-room.mutations';

export interface ChatComposerProps {
  maxLength: number;
  onSent: (message: ChatMessage) => void;
}

/** Message box of the chat room (members only); what was typed stays when sending fails. */
export function ChatComposer({ maxLength, onSent }: ChatComposerProps) {
  const { t } = useTranslation('content');
  const id = useId();
  const [text, setText] = useState('');
  const send = useSendChatMessageMutation({
    onSuccess: (message) => {
      setText('');
      onSent(message);
    },
  });
  const length = [...text.trim()].length;
  const tooLong = length > maxLength;
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        if (length > 0 && !tooLong) send.mutate(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('chat.message')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          dir="auto"
          autoComplete="off"
          placeholder={t('chat.placeholder')}
          aria-invalid={tooLong || undefined}
          className="min-w-0 flex-1 rounded-md border border-border bg-bg-elevated px-3 py-2 text-fg focus:border-accent focus:outline-2 focus:outline-accent aria-[invalid=true]:border-danger"
          data-testid="chat-input"
        />
        <Button
          type="submit"
          disabled={length === 0 || tooLong}
          loading={send.isPending}
          loadingLabel={t('loading')}
        >
          {t('chat.send')}
        </Button>
      </div>
      <div className="flex justify-between gap-2 text-xs">
        <span role="alert" className="text-danger">
          {tooLong
            ? t('chat.too_long', { max: maxLength })
            : send.error
              ? errorMessage(send.error, t)
              : ''}
        </span>
        <span className={`font-mono ${tooLong ? 'text-danger' : 'text-fg-muted'}`}>
          {t('feedback.counter', { length, max: maxLength })}
        </span>
      </div>
    </form>
  );
}
