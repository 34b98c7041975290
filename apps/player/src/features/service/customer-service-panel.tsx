import type { CustomerServiceEntry } from '@platform/api-client';
import { useSession } from '@platform/auth';
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import {
  CS_WINDOW_FEATURES,
  customerServiceUrl,
  LIVE_CHAT_TYPE,
  openCustomerServiceUrl,
} from '@platform/site';
import { Modal } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ServiceEntryIcon } from './service-entry-icon';

export interface CustomerServicePanelProps {
  open: boolean;
  onClose: () => void;
}

const KNOWN = new Set(['LIVECHAT', 'TELEGRAM', 'EMAIL', 'WHATSAPP']);

/** A signed-in member's chat inside the site (loaded when opened). */
const LiveChatDialog = lazy(() => import('./live-chat-dialog'));

/**
 * Customer-service channels of the site by csType. Links are decrypted from their
 * obfuscated paths; live chat opens inside the site for a signed-in member (answers arrive
 * through their event stream), and for a visitor asks the platform for a chat page, opened in
 * a 440 x 750 window; a Telegram entry from the site resources appears when configured.
 */
export function CustomerServicePanel({ open, onClose }: CustomerServicePanelProps) {
  const { t } = useTranslation('content');
  const api = useApi();
  const { data: status } = useQuery(systemQueries(api).status());
  const [failed, setFailed] = useState(false);
  const { isLoggedIn, isTrial } = useSession();
  const [chatOpen, setChatOpen] = useState(false);
  const entries: CustomerServiceEntry[] = status?.info.customerService ?? [];
  const telegram = status?.info.resources.find((r) => r.resourceType === 'TELEGRAM');
  const hasTelegramEntry = entries.some((e) => e.csType === 'TELEGRAM');

  const openEntry = async (entry: CustomerServiceEntry) => {
    setFailed(false);
    if (entry.csType === LIVE_CHAT_TYPE && isLoggedIn && !isTrial) {
      onClose();
      setChatOpen(true);
      return;
    }
    // Live chat: open the window within the click so popup blockers allow it, then load the page.
    const win =
      entry.csType === LIVE_CHAT_TYPE
        ? window.open(
            '',
            'customer-service',
            CS_WINDOW_FEATURES.replace(',noopener,noreferrer', ''),
          )
        : null;
    const url = await customerServiceUrl(entry, api);
    if (!url) {
      win?.close();
      setFailed(true);
      return;
    }
    if (win) {
      win.opener = null;
      win.location.href = url;
    } else openCustomerServiceUrl(url);
  };

  const row =
    'flex w-full items-center gap-3 rounded-lg border border-border bg-bg-elevated px-4 py-3 text-start hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-accent';

  return (
    <>
      {chatOpen && (
        <Suspense fallback={null}>
          <LiveChatDialog onClose={() => setChatOpen(false)} />
        </Suspense>
      )}
      <Modal
        open={open}
        onOpenChange={(o) => !o && onClose()}
        title={t('service.title')}
        closeLabel={t('close')}
        width={420}
        className="w-[min(420px,calc(100vw-1rem))]"
      >
        <div data-testid="service-panel" className="flex flex-col gap-2">
          <p className="mb-1 text-sm text-fg-secondary">{t('service.lead')}</p>
          {entries.length === 0 && !telegram && (
            <p className="text-fg-muted">{t('service.none')}</p>
          )}
          {entries.map((entry) => (
            <button
              key={`${entry.csType}-${entry.name}`}
              type="button"
              className={row}
              onClick={() => void openEntry(entry)}
              data-testid={`service-${entry.csType}`}
            >
              <span className="text-accent">
                <ServiceEntryIcon csType={entry.csType} />
              </span>
              <span className="flex flex-col">
                <span className="font-medium text-fg">
                  {KNOWN.has(entry.csType) ? t(`service.type.${entry.csType}`) : entry.name}
                </span>
                <span className="text-xs text-fg-muted" dir="auto">
                  {entry.name}
                </span>
              </span>
            </button>
          ))}
          {telegram && !hasTelegramEntry && (
            <a
              href={telegram.url}
              target="_blank"
              rel="noopener noreferrer"
              className={row}
              data-testid="service-telegram-resource"
            >
              <span className="text-accent">
                <ServiceEntryIcon csType="TELEGRAM" />
              </span>
              <span className="font-medium text-fg">{t('service.type.TELEGRAM')}</span>
            </a>
          )}
          {failed && (
            <p role="alert" className="text-sm text-danger">
              {t('service.failed')}
            </p>
          )}
        </div>
      </Modal>
    </>
  );
}
