import type { Announcement } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { useMerchantTime } from '@platform/site';

export interface NoticeListProps {
  notices: readonly Announcement[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/** Left column of the notice popup: title and start date (YYYY/MM/DD) of each notice. */
export function NoticeList({ notices, selectedId, onSelect }: NoticeListProps) {
  const { t } = useTranslation('content');
  const time = useMerchantTime();
  return (
    <ul aria-label={t('notices.list')} className="flex flex-col gap-1" data-testid="notice-list">
      {notices.map((notice) => {
        const selected = notice.id === selectedId;
        return (
          <li key={notice.id}>
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(notice.id)}
              className={`w-full rounded-md border px-3 py-2 text-start transition-colors focus-visible:outline-2 focus-visible:outline-accent ${
                selected
                  ? 'border-accent bg-accent-soft text-fg'
                  : 'border-transparent text-fg-secondary hover:bg-surface-hover'
              }`}
            >
              <span className="line-clamp-2 block text-sm font-medium" dir="auto">
                {notice.title}
              </span>
              <span
                className={`mt-0.5 block font-mono text-xs ${selected ? 'text-fg-secondary' : 'text-fg-muted'}`}
              >
                {time.date(notice.startDate)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
