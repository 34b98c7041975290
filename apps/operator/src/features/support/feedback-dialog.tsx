import { unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useFormat } from '../../components/use-format';
import { consoleError } from '../../lib/errors';
import { operatorQueries } from '../../lib/queries';
import { can, readStaffSession } from '../../lib/staff-session';

/**
 * One feedback: what was written, the images sent with it, and the answer (sent to the
 * member's messages in their language); what was typed stays when the server refuses.
 */
export function FeedbackDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const answerId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const query = useQuery(operatorQueries(api).feedback(id));
  const mayAnswer = can(readStaffSession(), 'support.answer');
  const item = query.data;

  const answer = useMutation({
    mutationFn: (content: string) =>
      unwrap(
        api.POST('/operator/feedback/{id}/answer', {
          params: { path: { id } },
          body: { answer: content },
        }),
      ),
    onSuccess: () => {
      setText('');
      setError(null);
      void queryClient.invalidateQueries({ queryKey: ['operator', 'feedback'] });
    },
    onError: (failure) => setError(consoleError(failure, t)),
  });
  const onAnswer = (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (content) answer.mutate(content);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('feedback.title', { id })}
      closeLabel={t('actions.cancel')}
      width={600}
      className="w-[min(600px,calc(100vw-1rem))]"
    >
      <div className="flex flex-col gap-3" data-testid="feedback-detail">
        {query.isError && (
          <p role="alert" className="text-sm text-danger">
            {consoleError(query.error, t)}
          </p>
        )}
        {query.isPending && <p className="text-sm text-fg-muted">{t('loading')}</p>}
        {item && (
          <>
            <p className="text-sm text-fg-secondary">
              <span dir="auto">{item.account ?? t('live_chat.visitor', { id: item.id })}</span>
              {' · '}
              {t(`feedback.type.${item.questionType}`, { defaultValue: item.questionType })}
              {' · '}
              {f.dateTime(item.createdAt)}
            </p>
            {/* Plain text: never parsed as HTML. */}
            <p
              className="whitespace-pre-wrap break-words rounded border border-border bg-bg-elevated p-3 text-fg"
              dir="auto"
            >
              {item.content}
            </p>
            {item.images.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label={t('feedback.images')}>
                {item.images.map((image, n) => (
                  <li key={`${image.name}-${n}`}>
                    <a
                      href={`data:${image.contentType};base64,${image.data}`}
                      download={image.name}
                      className="block rounded border border-border focus-visible:outline-2 focus-visible:outline-accent"
                    >
                      <img
                        src={`data:${image.contentType};base64,${image.data}`}
                        alt={t('feedback.image_alt', { n: n + 1, name: image.name })}
                        className="h-28 w-auto max-w-[160px] object-contain"
                        data-testid="feedback-image"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {item.answer !== null ? (
              <div className="flex flex-col gap-1" data-testid="feedback-answer">
                <p className="text-xs text-fg-muted">
                  {t('feedback.answered_by', {
                    name: item.answeredBy ?? '—',
                    time: f.dateTime(item.answeredAt),
                  })}
                </p>
                <p
                  className="whitespace-pre-wrap break-words rounded bg-surface-raised p-3 text-fg"
                  dir="auto"
                >
                  {item.answer}
                </p>
              </div>
            ) : item.account === null ? (
              <p className="text-sm text-fg-secondary">{t('feedback.no_inbox')}</p>
            ) : (
              mayAnswer && (
                <form className="flex flex-col gap-2" onSubmit={onAnswer}>
                  <label htmlFor={answerId} className="text-sm text-fg-secondary">
                    {t('live_chat.answer')}
                  </label>
                  <textarea
                    id={answerId}
                    value={text}
                    maxLength={1000}
                    rows={4}
                    dir="auto"
                    onChange={(e) => setText(e.target.value)}
                    className="rounded border border-border bg-surface px-2 py-2 text-fg"
                    data-testid="feedback-answer-input"
                  />
                  <div>
                    <Button type="submit" loading={answer.isPending} disabled={!text.trim()}>
                      {t('feedback.send')}
                    </Button>
                  </div>
                </form>
              )
            )}
            {error && (
              <p role="alert" className="text-sm text-danger">
                {error}
              </p>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
