import type { CustomerServiceEntry } from '@platform/api-client';
import { deobfuscatePath } from '@platform/api-client/crypto';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';

/** Customer-service windows open at the spec's 440 x 750. */
export const CS_WINDOW_FEATURES = 'width=440,height=750,noopener,noreferrer';

/** The usable link of an entry: its path is DES-obfuscated (last 8 characters are the key). */
export function customerServiceUrl(entry: CustomerServiceEntry): string | null {
  try {
    const url = deobfuscatePath(entry.path);
    return /^(https?:|mailto:|tel:|\/)/i.test(url) ? url : null;
  } catch {
    return null;
  }
}

export function openCustomerService(entry: CustomerServiceEntry): void {
  const url = customerServiceUrl(entry);
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
  const entry = entries.find((e) => customerServiceUrl(e) !== null);
  if (!entry) return null;
  return (
    <Button variant={variant} onClick={() => openCustomerService(entry)} data-testid="customer-service">
      {t('customer_service')}
    </Button>
  );
}
