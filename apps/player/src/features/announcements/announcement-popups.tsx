import type { Announcement } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal, SafeHtml } from '@platform/ui';
import { useState } from 'react';
import { useMerchantTime } from '@platform/site';

/** The announcement popups, one at a time with previous/next when there are several. */
export function AnnouncementPopups({
  popups,
  onClose,
}: {
  popups: readonly Announcement[];
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const time = useMerchantTime();
  const [index, setIndex] = useState(0);
  const current = popups[Math.min(index, popups.length - 1)];
  if (!current) return null;
  const close = () => {
    setIndex(0);
    onClose();
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
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setIndex((i) => (i - 1 + popups.length) % popups.length)}
              >
                {t('popup.previous')}
              </Button>
              <span className="text-sm text-fg-muted" aria-live="polite">
                {t('popup.position', { current: index + 1, total: popups.length })}
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setIndex((i) => (i + 1) % popups.length)}
              >
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
        <p className="mb-3 text-xs text-fg-muted">{time.date(current.startDate)}</p>
        <SafeHtml html={current.content} className="max-h-[50dvh] overflow-y-auto" />
      </article>
    </Modal>
  );
}
