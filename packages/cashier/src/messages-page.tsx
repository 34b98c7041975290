import { messageMutations } from '@platform/api-client/mutations/messages';
import { memberKeys } from '@platform/api-client/queries/member';
import { messageKeys, messageQueries } from '@platform/api-client/queries/messages';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { Button, cx } from '@platform/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { QueryState, useMerchantTime } from '@platform/site';
import { cashierError } from './cashier-errors';
import { Notice, Pager, Section } from './cashier-ui';

/** One message, opened (which marks it read). */
function OpenMessage({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('cashier');
  const time = useMerchantTime();
  const api = useApi();
  const queryClient = useQueryClient();
  const message = useQuery(messageQueries(api).message(id));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!message.data) return;
    heading.current?.focus();
    // Opening marked it read on the server: the badges and the list follow.
    void queryClient.invalidateQueries({ queryKey: [...messageKeys.all, 'inbox'] });
    void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount() });
    void queryClient.invalidateQueries({ queryKey: memberKeys.info() });
  }, [message.data, queryClient]);
  return (
    <article data-testid="message-open">
      <Button variant="ghost" onClick={onBack} className="mb-3">
        {t('messages.back')}
      </Button>
      <QueryState
        isPending={message.isPending}
        error={message.error}
        onRetry={() => void message.refetch()}
      />
      {message.data && (
        <>
          <h2
            ref={heading}
            tabIndex={-1}
            className="font-display text-lg font-bold text-fg outline-none"
            dir="auto"
          >
            {message.data.title}
          </h2>
          <p className="mt-1 text-xs text-fg-muted">
            <bdi dir="ltr">{time.dateTime(message.data.createdAt)}</bdi>
          </p>
          <p className="mt-4 whitespace-pre-line text-fg" dir="auto">
            {message.data.content}
          </p>
        </>
      )}
    </article>
  );
}

/**
 * The inbox, a page at a time; open, mark read, mark all read. The app keeps the page and the
 * open message in its address (`onNavigate`), so back and reload work.
 */
export function MessagesPage({
  page,
  open,
  onNavigate,
}: {
  page: number;
  open: number | undefined;
  onNavigate: (search: { page: number; open?: number | undefined }) => void;
}) {
  const { t } = useTranslation('cashier');
  const time = useMerchantTime();
  const api = useApi();
  const queryClient = useQueryClient();
  const inbox = useQuery({ ...messageQueries(api).inbox(page), placeholderData: keepPreviousData });
  const markAll = useMutation(messageMutations(api, queryClient).markAllRead());
  const markRead = useMutation(messageMutations(api, queryClient).markRead());
  const error = markAll.error ?? markRead.error;
  return (
    <div className="flex flex-col gap-6" data-testid="messages-page">
      <h1 className="font-display text-2xl font-bold text-fg">{t('messages.title')}</h1>
      <Section title={t('messages.inbox')}>
        {open !== undefined ? (
          <OpenMessage id={open} onBack={() => onNavigate({ page })} />
        ) : (
          <>
            <div className="mb-3 flex items-center justify-between gap-2">
              <p className="text-sm text-fg-secondary" data-testid="inbox-unread">
                {t('unread', { n: inbox.data?.unreadCount ?? 0 })}
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={!inbox.data?.unreadCount}
                loading={markAll.isPending}
                loadingLabel={t('loading')}
                onClick={() => markAll.mutate()}
                data-testid="mark-all-read"
              >
                {t('messages.mark_all')}
              </Button>
            </div>
            {error && <Notice kind="error">{cashierError(error, t)}</Notice>}
            <QueryState
              isPending={inbox.isPending}
              error={inbox.error}
              onRetry={() => void inbox.refetch()}
            />
            {inbox.data && inbox.data.content.length === 0 && (
              <p className="text-sm text-fg-muted">{t('messages.empty')}</p>
            )}
            {inbox.data && inbox.data.content.length > 0 && (
              <ul className="divide-y divide-border">
                {inbox.data.content.map((m) => (
                  <li
                    key={m.id}
                    className="flex items-start gap-3 py-3"
                    data-testid="message-row"
                    data-read={m.read}
                  >
                    <span
                      aria-hidden="true"
                      className={cx(
                        'mt-2 size-2 shrink-0 rounded-full',
                        m.read ? 'bg-transparent' : 'bg-accent',
                      )}
                    />
                    <button
                      type="button"
                      onClick={() => onNavigate({ page, open: m.id })}
                      className="min-w-0 flex-1 text-start focus-visible:outline-2 focus-visible:outline-accent"
                    >
                      <span
                        className={cx('block truncate text-sm text-fg', !m.read && 'font-bold')}
                        dir="auto"
                      >
                        {!m.read && <span className="sr-only">{t('messages.unread_label')}: </span>}
                        {m.title}
                      </span>
                      <span className="block truncate text-xs text-fg-muted" dir="auto">
                        <bdi dir="ltr">{time.dateTime(m.createdAt)}</bdi> · {m.content}
                      </span>
                    </button>
                    {!m.read && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => markRead.mutate([m.id])}
                        aria-label={`${t('messages.mark_read')}: ${m.title}`}
                      >
                        {t('messages.mark_read')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {inbox.data && (
              <Pager
                page={page}
                totalPages={inbox.data.totalPages}
                onChange={(p) => onNavigate({ page: p })}
              />
            )}
          </>
        )}
      </Section>
    </div>
  );
}
