import { useTranslation } from '@platform/i18n/react';
import { Modal } from '@platform/ui';
import { useEffect, useRef } from 'react';
import { QueryState } from '@platform/site';
import { HelpArticles } from './help-articles';
import { useHelpArticles } from './use-help-articles';

export interface HelpModalProps {
  /** Article tag to show ('' = the top); null = closed. */
  tag: string | null;
  onClose: () => void;
}

const ID_PREFIX = 'help-modal-';

/** The help centre in a popup; opens at the top or at one article (the register terms use #term). */
export function HelpModal({ tag, onClose }: HelpModalProps) {
  const { t } = useTranslation('content');
  const open = tag !== null;
  const query = useHelpArticles(open);
  const body = useRef<HTMLDivElement>(null);
  const ready = (query.data?.length ?? 0) > 0;

  useEffect(() => {
    if (!open || !ready) return;
    const frame = requestAnimationFrame(() => {
      const target = tag ? document.getElementById(`${ID_PREFIX}${tag}`) : null;
      if (target) target.scrollIntoView({ block: 'start' });
      else body.current?.scrollTo({ top: 0 });
    });
    return () => cancelAnimationFrame(frame);
  }, [open, ready, tag]);

  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('help.title')}
      closeLabel={t('close')}
      width={800}
      className="w-[min(800px,calc(100vw-1rem))]"
    >
      <div ref={body} data-testid="help-modal" className="max-h-[70dvh] overflow-y-auto pe-1">
        <QueryState
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
        {ready && (
          <HelpArticles
            articles={query.data ?? []}
            idPrefix={ID_PREFIX}
            activeTag={tag ?? undefined}
          />
        )}
      </div>
    </Modal>
  );
}
