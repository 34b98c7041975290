import { type CustomerServiceEntry, type PlatformClient, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';

/** Customer-service windows open at the spec's 440 x 750. */
export const CS_WINDOW_FEATURES = 'width=440,height=750,noopener,noreferrer';

/** Entries of this type start a live chat: the platform hands out the chat page (value.chatUrl). */
export const LIVE_CHAT_TYPE = 'LIVECHAT';

const USABLE = /^(https?:|mailto:|tel:|\/(?!\/))/i;

/**
 * The usable link of an entry: its path is DES-obfuscated (last 8 characters are the key).
 * A live-chat entry asks the platform for a chat page when a client is given. The codec
 * loads on first use, so crypto-js stays out of the first page load.
 */
export async function customerServiceUrl(
  entry: CustomerServiceEntry,
  api?: PlatformClient,
): Promise<string | null> {
  if (entry.csType === LIVE_CHAT_TYPE && api) {
    try {
      const { chatUrl } = await unwrap(api.GET('/wps/relay/CBS_launchChat'));
      return USABLE.test(chatUrl) ? chatUrl : null;
    } catch {
      return null;
    }
  }
  const { deobfuscatePath } = await import('@platform/api-client/crypto');
  try {
    const url = deobfuscatePath(entry.path);
    return USABLE.test(url) ? url : null;
  } catch {
    return null;
  }
}

/** Opens a customer-service link: mail and phone links in place, others in the 440 x 750 window. */
export function openCustomerServiceUrl(url: string): void {
  if (/^(mailto:|tel:)/i.test(url)) window.location.href = url;
  else window.open(url, 'customer-service', CS_WINDOW_FEATURES);
}

/** Opens the first usable entry of the list. */
export async function openCustomerService(
  entries: readonly CustomerServiceEntry[],
  api?: PlatformClient,
): Promise<void> {
  for (const entry of entries) {
    const url = await customerServiceUrl(entry, api);
    if (url) {
      openCustomerServiceUrl(url);
      return;
    }
  }
}

export interface CustomerServiceButtonProps {
  entries: readonly CustomerServiceEntry[];
  variant?: 'primary' | 'secondary';
}

/** Opens the first usable customer-service entry; hidden when the site has none. */
export function CustomerServiceButton({
  entries,
  variant = 'primary',
}: CustomerServiceButtonProps) {
  const { t } = useTranslation('common');
  const api = useApi();
  if (entries.length === 0) return null;
  return (
    <Button
      variant={variant}
      onClick={() => void openCustomerService(entries, api)}
      data-testid="customer-service"
    >
      {t('customer_service')}
    </Button>
  );
}
