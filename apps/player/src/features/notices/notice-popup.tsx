import { contentQueries } from '@platform/api-client/queries/content';
import { useApi } from '@platform/api-client/react';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { Button, Modal, SafeHtml } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Paginator } from '../../components/paginator';
import { QueryState } from '@platform/site';
import { NoticeList } from './notice-list';
import { pageCount, pageOf } from './notice-paging';

export interface NoticePopupProps {
  open: boolean;
  onClose: () => void;
  /** Where the go-to-promotions button leads (the reward centre once it exists). */
  onGoToPromotions: (promotionType: string) => void;
}

/**
 * The notice centre: a list of notices (6 per page; paging only with more than one page,
 * which resets the selection to the page's first notice) beside the selected one's HTML.
 */
export function NoticePopup({ open, onClose, onGoToPromotions }: NoticePopupProps) {
  const { t } = useTranslation('content');
  const api = useApi();
  const { language } = useLanguage();
  const query = useQuery({
    ...contentQueries(api).announcements({ types: ['PL', 'H'], language }),
    enabled: open,
  });
  const notices = query.data?.player ?? [];
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const totalPages = pageCount(notices.length);
  const currentPage = Math.min(page, totalPages);
  const visible = pageOf(notices, currentPage);
  const selected = visible.find((n) => n.id === selectedId) ?? visible[0];

  const changePage = (next: number) => {
    setPage(next);
    setSelectedId(pageOf(notices, next)[0]?.id);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('notices.title')}
      closeLabel={t('close')}
      width={880}
      className="w-[min(880px,calc(100vw-1rem))]"
    >
      <div data-testid="notice-popup">
        <QueryState
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
        {query.isSuccess && notices.length === 0 && (
          <p className="py-8 text-center text-fg-muted">{t('notices.empty')}</p>
        )}
        {selected && (
          <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
            <div className="flex flex-col gap-3 md:border-e md:border-border md:pe-4">
              <NoticeList notices={visible} selectedId={selected.id} onSelect={setSelectedId} />
              <Paginator
                page={currentPage}
                totalPages={totalPages}
                onChange={changePage}
                range={2}
                margin={0}
              />
            </div>
            <article className="min-w-0" data-testid="notice-detail" aria-live="polite">
              <h2 className="mb-3 text-lg font-semibold text-fg" dir="auto">
                {selected.title}
              </h2>
              <SafeHtml
                html={selected.content}
                className="max-h-[50dvh] overflow-y-auto text-fg-secondary"
              />
              {selected.promotionType && (
                <Button
                  className="mt-4"
                  onClick={() => onGoToPromotions(selected.promotionType ?? '')}
                >
                  {t('notices.go_to_promotions')}
                </Button>
              )}
            </article>
          </div>
        )}
      </div>
    </Modal>
  );
}
