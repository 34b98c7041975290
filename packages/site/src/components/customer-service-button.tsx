import type { CustomerServiceEntry } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';

/** Customer-service windows open at the spec's 440 x 750. */
export const CS_WINDOW_FEATURES = 'width=440,height=750,noopener,noreferrer';

/**
 * The usable link of an entry: its path is DES-obfuscated (last 8 characters are the key).
 * The codec loads on first use, so crypto-js stays out of the first page load.
 */
export async function customerServiceUrl(entry: CustomerServiceEntry): Promise<string | null> {
  const { deobfuscatePath } = await import('@platform/api-client/crypto');
  try {
    const url = deobfuscatePath(entry.path);
    return /^(https?:|mailto:|tel:|\/)/i.test(url) ? url : null;
  } catch {
    return null;
  }
}

/** Opens the first usable entry of the list. */
export async function openCustomerService(entries: readonly CustomerServiceEntry[]): Promise<void> {
  let url: string | null = null;
  for (const entry of entries) {
    url = await customerServiceUrl(entry);
    if (url) break;
  }
  if (!url) return;
  if (/^(mailto:|tel:)/i.test(url)) window.location.href = url;
  else window.open(url, 'customer-service', CS_WINDOW_FEATURES);
}

export interface CustomerServiceButtonProps {
  entries: readonly CustomerServiceEntry[];
  variant?: 'primary' | 'secondary';
}

/** Opens the first usable customer-service entry; hidden when the site has none. */
export function CustomerServiceButton({ entries, variant = 'primary' }: CustomerServiceButtonProps) {
  const { t } = useTranslation('common');
  if (entries.length === 0) return null;
  return (
    <Button variant={variant} onClick={() => void openCustomerService(entries)} data-testid="customer-service">
      {t('customer_service')}
    </Button>
  );
}
