import { contentQueries } from '@platform/api-client/queries';
import { useApi } from '@platform/api-client/react';
import { isFirstLogin, useSession } from '@platform/auth';
import { formatDate } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { SafeHtml } from '@platform/site';
import { Button, Modal } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { audiences, markPopupsClosed, popupsClosed, selectPopups } from './popup-rules';

/** Announcement popups of the visitor's audience, once per session (signed in or not). */
export function AnnouncementPopups() {
  const { t } = useTranslation('content');
  const api = useApi();
  const { language } = useLanguage();
  const { isLoggedIn } = useSession();
  const firstLogin = isLoggedIn && isFirstLogin();
  const [closedNow, setClosedNow] = useState<Record<string, boolean>>({});
  const audienceKey = isLoggedIn ? 'member' : 'anonymous';
  const closed = closedNow[audienceKey] === true || popupsClosed(isLoggedIn);
  const [index, setIndex] = useState(0);
  const { data } = useQuery({
    ...contentQueries(api).announcements({ types: ['PU'], execution: audiences(isLoggedIn, firstLogin), language }),
    enabled: !closed,
  });
  const popups = selectPopups(data?.popup ?? [], isLoggedIn, firstLogin);
  if (closed || popups.length === 0) return null;
  const current = popups[Math.min(index, popups.length - 1)];
  if (!current) return null;

  const close = () => {
    markPopupsClosed(isLoggedIn);
    setClosedNow((c) => ({ ...c, [audienceKey]: true }));
    setIndex(0);
  };
  const many = popups.length > 1;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={t('popup.title')}
      closeLabel={t('close')}
      width={560}
      className="w-[min(560px,calc(100vw-2rem))]"
      footer={
        <div className="flex w-full items-center justify-between gap-2">
          {many ? (
            <div className="flex items-center gap-2">
              <Button size="sm" variant="ghost" onClick={() => setIndex((i) => (i - 1 + popups.length) % popups.length)}>
                {t('popup.previous')}
              </Button>
              <span className="text-sm text-fg-muted" aria-live="polite">
                {t('popup.position', { current: index + 1, total: popups.length })}
              </span>
              <Button size="sm" variant="ghost" onClick={() => setIndex((i) => (i + 1) % popups.length)}>
                {t('popup.next')}
              </Button>
            </div>
          ) : (
            <span />
          )}
          <Button onClick={close}>{t('popup.got_it')}</Button>
        </div>
      }
    >
      <article data-testid="announcement-popup" data-execution={current.execution ?? ''}>
        <h2 className="text-lg font-semibold text-fg" dir="auto">
          {current.title}
        </h2>
        <p className="mb-3 text-xs text-fg-muted">{formatDate(current.startDate)}</p>
        <SafeHtml html={current.content} className="max-h-[50dvh] overflow-y-auto" />
      </article>
    </Modal>
  );
}
